import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli } from '../src/cli/dynqr-cli.js'
import { randomPort, startServerProcess as startServer } from './helpers/server-process.js'

describe('the server process', () => {
  it('in development, prints a first key to stderr on an empty database, serves, shuts down gracefully, and writes only its database', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dynqr-server-'))
    const port = randomPort()
    const server = startServer({ PORT: port, DATABASE_URL: `sqlite:${join(dir, 'dynqr.db')}`, NODE_ENV: 'development' })
    await server.waitFor(/dynqr is serving/)
    const key = /DYNQR_API_KEY=(dqr_[0-9A-Za-z]+)/.exec(server.output().stderr)?.[1]
    expect(key).toBeDefined()
    expect(server.output().stderr).toContain('curl -s -X POST')
    expect(server.output().stderr).toContain(`http://127.0.0.1:${port}/dashboard`)
    // The default PUBLIC_URL is this machine's: codes made on it do not open on a phone.
    expect(server.output().stderr).toContain('an address only this computer can open')
    // stdout is the log stream: JSON lines only, and never the key.
    expect(server.output().stdout).not.toContain(String(key))
    expect(
      server
        .output()
        .stdout.split('\n')
        .filter((l) => l !== '' && !l.startsWith('{')),
    ).toEqual([])

    const created = await fetch(`http://127.0.0.1:${port}/api/v1/qrcode`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ targetUrl: 'https://example.com/' }),
    })
    expect(created.status).toBe(201)
    await server.waitFor(/"status":201/)
    // Beside the key, a setup link where the first person becomes the account's owner, once.
    const setup = new RegExp(`http://127\\.0\\.0\\.1:${port}/join#([A-Za-z0-9_-]{43})`).exec(
      server.output().stderr,
    )?.[1]
    expect(setup).toBeDefined()
    const takeSetupLink = () =>
      fetch(`http://127.0.0.1:${port}/api/v1/invitations/accept`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          token: setup,
          email: 'owner@example.com',
          name: 'Owner',
          password: 'the owner password',
        }),
      })
    const owner = await takeSetupLink()
    expect(owner.status).toBe(200)
    expect(await owner.json()).toMatchObject({ role: 'owner', account: { name: 'default' } })
    expect((await takeSetupLink()).status).toBe(404)
    const logs = server
      .output()
      .stdout.split('\n')
      .filter((l) => l.startsWith('{'))
    expect(logs.some((l) => l.includes('"status":201'))).toBe(true)
    expect(logs.join('\n')).not.toContain(String(key))

    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    expect(readdirSync(dir).sort()).toEqual(expect.arrayContaining(['dynqr.db']))
    expect(readdirSync(dir).every((f) => /^dynqr\.db(-wal|-shm)?$/.test(f))).toBe(true)

    // A second start on the same database creates no new key, and says how to make one.
    const again = startServer({
      PORT: port,
      DATABASE_URL: `sqlite:${join(dir, 'dynqr.db')}`,
      NODE_ENV: 'development',
    })
    await again.waitFor(/dynqr is serving/)
    expect(again.output().stderr).not.toContain('DYNQR_API_KEY=')
    expect(again.output().stderr).toContain('npx dynqr keys create --account default --name laptop')
    expect(again.output().stderr).toContain(`http://127.0.0.1:${port}/dashboard`)
    again.child.kill('SIGTERM')
    expect(await again.exited).toBe(0)
  })

  it('with NODE_ENV unset (production), prints no key anywhere; dynqr keys create makes the first one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dynqr-server-'))
    const port = randomPort()
    const database = `sqlite:${join(dir, 'dynqr.db')}`
    const server = startServer({ PORT: port, DATABASE_URL: database, NODE_ENV: undefined })
    await server.waitFor(/dynqr is serving/)
    const { stdout, stderr } = server.output()
    expect(`${stdout}${stderr}`).not.toMatch(/dqr_|DYNQR_API_KEY/)

    let printed = ''
    const code = await runCli(['keys', 'create', '--account', 'acme', '--name', 'first', '--json'], {
      env: { DATABASE_URL: database },
      out: (text) => {
        printed += text
      },
      err: () => {},
    })
    expect(code).toBe(0)
    const { key } = JSON.parse(printed) as { key: string }
    const listed = await fetch(`http://127.0.0.1:${port}/api/v1/qrcode`, {
      headers: { authorization: `Bearer ${key}` },
    })
    expect(listed.status).toBe(200)

    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    expect(`${server.output().stdout}${server.output().stderr}`).not.toContain(key)
  })

  it('stops at start on a bad value, naming the variable', async () => {
    const server = startServer({ PORT: 'eighty' })
    expect(await server.exited).toBe(2)
    expect(server.output().stderr).toContain('PORT must be a whole number')
  })
})
