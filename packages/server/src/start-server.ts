/**
 * Starting the dynqr server: build the program (program.ts), bootstrap a first key in
 * development, listen, and shut down gracefully. In development, an empty database gets a first
 * account and key, printed once to stderr; stdout carries only JSON log lines.
 */
import type { Config } from './config.js'
import { ApiKeyService } from './domain/keys/api-keys.js'
import { createPeopleServices } from './domain/people/people-services.js'
import type { Store } from './domain/store.js'
import { installGracefulShutdown } from './graceful-shutdown.js'
import { logClientTimeouts } from './http/server-timeouts.js'
import { openProgram } from './program.js'
import { isLoopbackUrl } from './web/loopback.js'

/** The hint for a database that already has keys: they are never shown again, so how to make one. */
export function existingKeysHint(publicUrl: string): string {
  return `
  dynqr: this database already has accounts and keys; keys are shown only when made. A new one:

    npx dynqr keys create --account default --name laptop

  Dashboard: ${publicUrl}/dashboard · keys: ${publicUrl}/keys · API docs: ${publicUrl}/docs

`
}

/** The warning for a loopback PUBLIC_URL: the codes encode an address phones cannot open. */
export function loopbackWarningText(publicUrl: string): string {
  return `
  dynqr: PUBLIC_URL is ${publicUrl}, an address only this computer can open. QR codes made now
  encode it, so a phone that scans them gets an error. Set PUBLIC_URL to an address phones reach
  (this computer's network address, or your domain) before printing codes.

`
}

async function bootstrapFirstKey(config: Config, store: Store): Promise<void> {
  if (config.nodeEnv !== 'development') return
  // To the terminal, never into the logs: stdout is the JSON log stream a collector reads.
  if (isLoopbackUrl(config.publicUrl)) process.stderr.write(loopbackWarningText(config.publicUrl))
  if ((await store.accounts.count()) > 0) {
    process.stderr.write(existingKeysHint(config.publicUrl))
    return
  }
  const { key, account } = await new ApiKeyService(store).issueKey('default', { name: 'first key' })
  // The first person: a setup link (one hour, once) where they choose their email and password.
  const people = createPeopleServices(store, { siteUrl: config.publicUrl })
  const { link } = await people.invitations.inviteToAccount(account.id, 'owner')
  process.stderr.write(`
  dynqr: a first account ("default") and API key were created. Keep the key; it is shown only once.

    DYNQR_API_KEY=${key}

  Create the account's owner (you) on the pages; this link works once, for one hour:

    ${link}

  Try it:
    curl -s -X POST ${config.publicUrl}/api/v1/qrcode \\
      -H "Authorization: Bearer ${key}" -H "Content-Type: application/json" \\
      -d '{"targetUrl": "https://example.com"}'

  Dashboard: ${config.publicUrl}/dashboard (after the link above)
  More keys: ${config.publicUrl}/keys, or npx dynqr keys create --account default --name laptop

`)
}

/**
 * Builds the program and listens; resolves once the server is listening. SIGTERM and SIGINT stop
 * it gracefully and exit the process. Used by `dist/server.js` and `dynqr serve`.
 */
export async function startServer(config: Config): Promise<void> {
  const { app, store, closeAfterApp, flushLogs } = await openProgram(config)
  await bootstrapFirstKey(config, store)

  logClientTimeouts(app)
  installGracefulShutdown(app, {
    timeoutMs: config.shutdownTimeoutMs,
    afterClose: closeAfterApp,
    // Buffered log lines, the shutdown's own included, are written before the process ends.
    exit: (code) => void flushLogs().finally(() => process.exit(code)),
  })

  await app.listen({ port: config.port, host: config.host })
  const where = config.database.kind === 'sqlite' ? config.database.file : config.database.kind
  app.log.info({ publicUrl: config.publicUrl, store: where }, 'dynqr is serving')
  if (config.nodeEnv !== 'development' && isLoopbackUrl(config.publicUrl)) {
    app.log.warn({ publicUrl: config.publicUrl }, 'PUBLIC_URL is a loopback address: phones cannot open its QR codes')
  }
  if (config.nodeEnv === 'production' && config.visitorKeySecret === null && config.database.kind !== 'memory') {
    app.log.warn(
      'VISITOR_KEY_SECRET is not set: a copy of the database taken during a day can test guesses of its visitors (docs/privacy.md)',
    )
  }
  // The start's lines at once, not within the log's flush interval: whoever started it reads them.
  await flushLogs()
}
