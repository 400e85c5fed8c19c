import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { randomPort, startServerProcess } from './helpers/server-process.js'

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1'

// The access log (issue #32): one line per request, buffered off the hot path, none lost when
// the program stops gracefully — SIGTERM comes right after the last answer, while the last lines
// are still in the buffer.
describe('the access log', () => {
  it('writes one line per request, with what an access log needs and nothing privacy.md rules out, and loses none at SIGTERM', async () => {
    const database = `sqlite:${join(mkdtempSync(join(tmpdir(), 'dynqr-access-log-')), 'dynqr.db')}`
    const port = randomPort()
    // The program's default level (info), as shipped.
    const server = startServerProcess({ PORT: port, DATABASE_URL: database, LOG_LEVEL: undefined })
    await server.waitFor(/DYNQR_API_KEY=/, 'stderr')
    await server.waitFor(/dynqr is serving/)
    const key = /DYNQR_API_KEY=(dqr_[0-9A-Za-z]+)/.exec(server.output().stderr)?.[1] ?? ''
    const base = `http://127.0.0.1:${port}`

    const created = await fetch(`${base}/api/v1/qrcode`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'x-request-id': 'create-1' },
      body: JSON.stringify({ targetUrl: 'https://example.com/', customShortId: 'logged' }),
    })
    expect(created.status).toBe(201)
    // Scans from ten clients at once, short links' fast path; a query string too.
    const SCANS = 400
    let sent = 0
    const client = async () => {
      while (sent < SCANS) {
        sent += 1
        const answer = await fetch(`${base}/logged?utm_source=poster`, {
          redirect: 'manual',
          headers: { 'user-agent': PHONE },
        })
        expect(answer.status).toBe(302)
        await answer.arrayBuffer()
      }
    }
    await Promise.all(Array.from({ length: 10 }, client))
    const missing = await fetch(`${base}/api/v1/qrcode/nope`, { headers: { authorization: `Bearer ${key}` } })
    expect(missing.status).toBe(404)

    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)

    const lines = server
      .output()
      .stdout.split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as Record<string, unknown>)
    const access = lines.filter((line) => line.msg === 'request')
    expect(access).toHaveLength(1 + SCANS + 1)
    expect(access[0]).toMatchObject({ reqId: 'create-1', method: 'POST', path: '/api/v1/qrcode', status: 201 })
    const scans = access.filter((line) => line.path === '/logged')
    expect(scans).toHaveLength(SCANS)
    for (const line of access) {
      expect(Object.keys(line).sort()).toEqual(
        ['hostname', 'level', 'method', 'ms', 'msg', 'path', 'pid', 'reqId', 'status', 'time'].sort(),
      )
      expect(line.ms).toBeTypeOf('number')
      expect(line.reqId).toMatch(/\S/)
    }
    expect(new Set(scans.map((line) => line.reqId)).size).toBe(SCANS)
    expect(access.at(-1)).toMatchObject({ method: 'GET', path: '/api/v1/qrcode/nope', status: 404 })
    // No address, no User-Agent, no query string, no key (docs/privacy.md).
    const stdout = server.output().stdout
    for (const forbidden of ['remoteAddress', 'iPhone', 'utm_source', key]) expect(stdout).not.toContain(forbidden)
    expect(JSON.stringify(access)).not.toContain('127.0.0.1')
    // Nothing is written after the shutdown's last line: every line came before the exit.
    expect(lines.at(-1)?.msg).toBe('shut down')
  })
})
