import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import { randomPort, startServerProcess } from './helpers/server-process.js'

const collectGarbage = join(import.meta.dirname, 'fixtures/collect-garbage.mjs')

/**
 * better-sqlite3 before 13 aborted the process on Node ≥ 24.19 when a prepared statement was
 * garbage-collected (`Assertion failed: (env) != nullptr`). This runs a real server on the Node
 * that runs the suite (24 in CI), gives it work that prepares statements, then lets the
 * collector run while it idles: it must still be up and answering afterwards.
 */
describe(`the server on Node ${process.versions.node}`, () => {
  it('stays up through a load of creates, gets and lists followed by idle garbage collection', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dynqr-runtime-'))
    const port = randomPort()
    const server = startServerProcess({ PORT: port, DATABASE_URL: `sqlite:${join(dir, 'dynqr.db')}` }, [
      '--expose-gc',
      '--import',
      collectGarbage,
    ])
    try {
      await server.waitFor(/dynqr is serving/)
      const key = /DYNQR_API_KEY=(dqr_[0-9A-Za-z]+)/.exec(server.output().stderr)?.[1]
      const api = `http://127.0.0.1:${port}/api/v1`
      const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' }

      for (let round = 0; round < 30; round += 1) {
        const created = await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            fetch(`${api}/qrcode`, {
              method: 'POST',
              headers,
              body: JSON.stringify({ targetUrl: `https://example.com/${round}/${i}` }),
            }).then((r) => r.json() as Promise<{ shortId: string }>),
          ),
        )
        await Promise.all(created.map((c) => fetch(`${api}/qrcode/${c.shortId}`, { headers }).then((r) => r.text())))
        const sort = ['createdAt', 'updatedAt', 'views'][round % 3]
        const page = await fetch(`${api}/qrcode?sort=${sort}&offset=${round}&limit=5`, { headers })
        expect(page.status).toBe(200)
      }

      await sleep(4_000)
      expect(server.child.exitCode).toBeNull()
      expect(server.child.signalCode).toBeNull()
      const list = await fetch(`${api}/qrcode?limit=1`, { headers })
      expect(list.status).toBe(200)
      expect(((await list.json()) as { pagination: { total: number } }).pagination.total).toBe(300)
    } finally {
      server.child.kill('SIGTERM')
      await server.exited
    }
  }, 60_000)
})
