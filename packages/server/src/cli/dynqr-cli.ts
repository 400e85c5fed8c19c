/**
 * `dynqr` — run the server and manage accounts and API keys in the store DATABASE_URL names.
 *   dynqr [serve]        start the server (program-commands.ts)
 *   dynqr migrate [--json]
 *   dynqr --version
 *   dynqr keys create --account NAME [--name LABEL] [--scopes LIST | --admin] [--expires WHEN] [--json]
 *   dynqr keys list [--account NAME] [--json]
 *   dynqr keys revoke ID [--json]
 *   dynqr accounts list [--json]
 *   dynqr users invite --account NAME --email E [--role owner|admin|editor|viewer] [--json]
 *   dynqr users reset-password --email E [--json]
 *   dynqr import FILE --account NAME [--dry-run] [--on-conflict skip|fail] [--format F] [--json]
 *   dynqr export --account NAME [--format csv|ndjson] [--output FILE] [--q TEXT] [--active BOOL]
 */
import { Command } from 'commander'
import { ConfigError, DEFAULT_DATABASE_URL, loadServicesConfig } from '../config.js'
import { DomainError } from '../domain/domain-error.js'
import { ADMIN_SCOPES, type ApiKeyService } from '../domain/keys/api-keys.js'
import type { Store } from '../domain/store.js'
import { type OpenServices, openServices } from '../program.js'
import { parseExpiry, parseScopes } from './key-options.js'
import { addMovingCommands, type MovingIo } from './moving-commands.js'
import { addProgramCommands, reportFailure } from './program-commands.js'
import { addUserCommands } from './user-commands.js'

export type CliIo = MovingIo

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

function table(rows: Record<string, string | number | null>[]): string {
  if (rows.length === 0) return '(none)\n'
  const columns = Object.keys(rows[0] ?? {})
  const cell = (r: Record<string, string | number | null>, c: string) => String(r[c] ?? '-')
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => cell(r, c).length)))
  const line = (cells: string[]) =>
    `${cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd()}\n`
  return line(columns) + rows.map((r) => line(columns.map((c) => cell(r, c)))).join('')
}

interface KeyCreateOptions {
  account: string
  name?: string
  scopes?: string
  admin?: boolean
  expires?: string
  json?: boolean
}

/** Runs `work` on the store DATABASE_URL names (opened once, closed when the command ends) and its key service. */
type WithStore = <T>(work: (store: Store, keys: ApiKeyService) => Promise<T>) => Promise<T>
/** Prints `data` as JSON under --json, `text` otherwise. */
type Print = (json: boolean, data: unknown, text: string) => void

/** Runs the CLI with the given arguments; resolves to the exit code. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  // The store and services come from the composition root (program.ts), opened by the first command that needs them.
  let opened: OpenServices | undefined
  const config = () => loadServicesConfig(io.env)
  const withServices = async <T>(work: (services: OpenServices) => Promise<T>): Promise<T> => {
    opened ??= await openServices(config())
    return work(opened)
  }
  const withStore: WithStore = (work) => withServices(({ store, services }) => work(store, services.keys))
  const print: Print = (json, data, text) => io.out(json ? `${JSON.stringify(data, null, 2)}\n` : text)

  const json = argv.includes('--json')
  const program = new Command('dynqr')
    .description(`Run the dynqr server; manage accounts and API keys (DATABASE_URL, default ${DEFAULT_DATABASE_URL})`)
    .exitOverride()
    // Under --json, usage errors are reported once, as JSON, by reportFailure.
    .configureOutput({ writeOut: io.out, writeErr: json ? () => {} : io.err })
  addProgramCommands(program, io, config)
  addMovingCommands(program, io, { config, withServices })
  addKeyCommands(program, withStore, print)
  addAccountCommands(program, withStore, print)
  addUserCommands(program, withServices, print)

  try {
    await program.parseAsync(argv, { from: 'user' })
    return 0
  } catch (error) {
    return reportFailure(error, json, io)
  } finally {
    await opened?.close()
  }
}

/** `dynqr keys create | list | revoke`. */
function addKeyCommands(program: Command, withStore: WithStore, print: Print): void {
  const keys = program.command('keys').description('create, list and revoke API keys')

  keys
    .command('create')
    .description('create an API key (and the account, if new); the key is shown only this once')
    .requiredOption('--account <name>', 'account the key belongs to')
    .option('--name <label>', 'a label to tell keys apart')
    .option('--scopes <list>', 'comma-separated: qrcodes:read, qrcodes:write, keys:manage (default qrcodes:write)')
    .option('--admin', 'every scope (the first key of a new account has them all anyway)')
    .option('--expires <when>', 'an ISO 8601 time, or a duration from now such as 90d, 12h or 30m')
    .option('--json', 'print JSON')
    .action(async (opts: KeyCreateOptions) => {
      if (opts.admin && opts.scopes !== undefined)
        throw new ConfigError('--admin', 'and --scopes cannot be given together')
      const spec = {
        name: opts.name ?? null,
        ...(opts.admin && { scopes: ADMIN_SCOPES }),
        ...(opts.scopes !== undefined && { scopes: parseScopes(opts.scopes) }),
        ...(opts.expires !== undefined && { expiresAt: parseExpiry(opts.expires, Date.now()) }),
      }
      const issued = await withStore((_s, k) => k.issueKey(opts.account, spec))
      const data = {
        id: issued.record.id,
        key: issued.key,
        account: issued.account.name,
        accountId: issued.account.id,
        name: issued.record.name,
        prefix: issued.record.prefix,
        scopes: issued.record.scopes,
        createdAt: iso(issued.record.createdAt),
        expiresAt: iso(issued.record.expiresAt),
      }
      print(
        Boolean(opts.json),
        data,
        `Created key ${data.id} for account ${data.account} (${data.scopes.join(', ')}${
          data.expiresAt ? `, expires ${data.expiresAt}` : ''
        }). Shown only this once:\n\n  ${data.key}\n\n`,
      )
    })

  keys
    .command('list')
    .description('list API keys (never the keys themselves)')
    .option('--account <name>', 'only this account')
    .option('--json', 'print JSON')
    .action(async (opts: { account?: string; json?: boolean }) => {
      const rows = await withStore(async (s) => {
        const accounts = await s.accounts.list()
        const names = new Map(accounts.map((a) => [a.id, a.name]))
        const only = opts.account === undefined ? undefined : accounts.find((a) => a.name === opts.account)
        if (opts.account !== undefined && !only) throw new DomainError('NOT_FOUND', `No account named ${opts.account}`)
        return (await s.apiKeys.list(only?.id)).map((k) => ({
          id: k.id,
          account: names.get(k.accountId) ?? k.accountId,
          name: k.name,
          prefix: `${k.prefix}…`,
          scopes: k.scopes.join(','),
          createdAt: iso(k.createdAt),
          lastUsedAt: iso(k.lastUsedAt),
          expiresAt: iso(k.expiresAt),
          revokedAt: iso(k.revokedAt),
        }))
      })
      print(Boolean(opts.json), rows, table(rows))
    })

  keys
    .command('revoke')
    .description('revoke an API key; it fails on its very next request')
    .argument('<id>', 'the key id (key_…), from keys list')
    .option('--json', 'print JSON')
    .action(async (id: string, opts: { json?: boolean }) => {
      await withStore((_s, k) => k.revoke(id))
      print(Boolean(opts.json), { id, revoked: true }, `Revoked ${id}.\n`)
    })
}

/** `dynqr accounts list`. */
function addAccountCommands(program: Command, withStore: WithStore, print: Print): void {
  program
    .command('accounts')
    .description('accounts')
    .command('list')
    .description('list accounts')
    .option('--json', 'print JSON')
    .action(async (opts: { json?: boolean }) => {
      const rows = await withStore(async (s) => {
        const keyList = await s.apiKeys.list()
        return (await s.accounts.list()).map((a) => ({
          id: a.id,
          name: a.name,
          createdAt: iso(a.createdAt),
          activeKeys: keyList.filter((k) => k.accountId === a.id && k.revokedAt === null).length,
        }))
      })
      print(Boolean(opts.json), rows, table(rows))
    })
}
