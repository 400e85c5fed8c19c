import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

/** The Caddyfile operators deploy (docs/deploy/Caddyfile): the one the test runs. */
export const DEPLOY_CADDYFILE = resolve(import.meta.dirname, '../../../../docs/deploy/Caddyfile')

/** A port free on every interface now (Caddy binds its ports on all of them). */
async function freePort(): Promise<number> {
  const server = createServer()
  server.listen(0)
  await once(server, 'listening')
  const { port } = server.address() as { port: number }
  server.close()
  await once(server, 'close')
  return port
}

async function accepts(port: number): Promise<boolean> {
  const socket = connect(port, '127.0.0.1')
  try {
    await once(socket, 'connect')
    return true
  } catch {
    return false
  } finally {
    socket.destroy()
  }
}

/**
 * A real Caddy (Debian's) running docs/deploy/Caddyfile in front of dynqr at `upstream`: its own
 * CA (CADDY_TLS_ISSUER=internal), admin endpoint off, its storage (certificates, the CA's keys) in
 * a temporary directory, on free ports.
 */
export class Caddy {
  #process: ChildProcess | undefined
  #dir = mkdtempSync(join(tmpdir(), 'dynqr-caddy-'))
  httpsPort = 0
  log = ''

  async start(upstream: string): Promise<void> {
    this.httpsPort = await freePort()
    const httpPort = await freePort()
    const child = spawn('caddy', ['run', '--config', DEPLOY_CADDYFILE, '--adapter', 'caddyfile'], {
      env: {
        PATH: process.env.PATH,
        HOME: this.#dir,
        XDG_DATA_HOME: join(this.#dir, 'data'),
        XDG_CONFIG_HOME: join(this.#dir, 'config'),
        DYNQR_UPSTREAM: upstream,
        CADDY_TLS_ISSUER: 'internal',
        CADDY_ADMIN: 'off',
        CADDY_HTTP_PORT: String(httpPort),
        CADDY_HTTPS_PORT: String(this.httpsPort),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout?.on('data', (chunk) => {
      this.log += chunk
    })
    child.stderr?.on('data', (chunk) => {
      this.log += chunk
    })
    this.#process = child
    for (let attempt = 0; attempt < 100; attempt += 1) {
      if (child.exitCode !== null) throw new Error(`caddy exited:\n${this.log}`)
      if (await accepts(this.httpsPort)) return
      await new Promise((done) => setTimeout(done, 100))
    }
    throw new Error(`caddy did not listen on ${this.httpsPort}:\n${this.log}`)
  }

  async stop(): Promise<void> {
    const child = this.#process
    this.#process = undefined
    if (child && child.exitCode === null) {
      child.kill('SIGTERM')
      await once(child, 'exit')
    }
    rmSync(this.#dir, { recursive: true, force: true })
  }
}
