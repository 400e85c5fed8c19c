import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { randomPort, startServerProcess as startServer } from './helpers/server-process.js'

describe('the server process', () => {
  it('prints a first key on an empty database, serves, shuts down gracefully, and writes only its database', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dynqr-server-'))
    const port = randomPort()
    const server = startServer({ PORT: port, DATABASE_URL: `sqlite:${join(dir, 'dynqr.db')}` })
    await server.waitFor(/dynqr is serving/)
    const key = /DYNQR_KEY=(dqr_[0-9A-Za-z]+)/.exec(server.output().stdout)?.[1]
    expect(key).toBeDefined()
    expect(server.output().stdout).toContain('curl -s -X POST')

    const created = await fetch(`http://127.0.0.1:${port}/api/v1/qrcode`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ targetUrl: 'https://example.com/' }),
    })
    expect(created.status).toBe(201)
    await server.waitFor(/"statusCode":201/)
    const logs = server
      .output()
      .stdout.split('\n')
      .filter((l) => l.startsWith('{'))
    expect(logs.some((l) => l.includes('"statusCode":201'))).toBe(true)
    expect(logs.join('\n')).not.toContain(String(key))

    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    expect(readdirSync(dir).sort()).toEqual(expect.arrayContaining(['dynqr.db']))
    expect(readdirSync(dir).every((f) => /^dynqr\.db(-wal|-shm)?$/.test(f))).toBe(true)

    // A second start on the same database creates no new key.
    const again = startServer({ PORT: port, DATABASE_URL: `sqlite:${join(dir, 'dynqr.db')}` })
    await again.waitFor(/dynqr is serving/)
    expect(again.output().stdout).not.toContain('DYNQR_KEY=')
    again.child.kill('SIGTERM')
    expect(await again.exited).toBe(0)
  })

  it('stops at start on a bad value, naming the variable', async () => {
    const server = startServer({ PORT: 'eighty' })
    expect(await server.exited).toBe(2)
    expect(server.output().stderr).toContain('PORT must be a whole number')
  })
})
