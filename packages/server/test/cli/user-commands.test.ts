import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli } from '../../src/cli/dynqr-cli.js'
import { composeApp, openSqliteStore } from '../../src/index.js'

const SITE = 'https://qr.example'

async function cli(dbFile: string, ...argv: string[]) {
  let out = ''
  let err = ''
  const code = await runCli(argv, {
    env: { DATABASE_URL: `sqlite:${dbFile}`, PUBLIC_URL: SITE },
    out: (t) => {
      out += t
    },
    err: (t) => {
      err += t
    },
  })
  return { code, out, err }
}

describe('dynqr users: recovery without the pages', () => {
  it('invites an owner with a one-time link, and resets their password with another', async () => {
    const db = join(mkdtempSync(join(tmpdir(), 'dynqr-users-')), 'dynqr.db')
    expect((await cli(db, 'keys', 'create', '--account', 'acme')).code).toBe(0)
    const unknown = await cli(db, 'users', 'invite', '--account', 'nope', '--email', 'ada@example.com')
    expect(unknown.code).not.toBe(0)
    expect(unknown.err).toContain('No account named nope')

    const invited = await cli(db, 'users', 'invite', '--account', 'acme', '--email', 'Ada@Example.com', '--json')
    expect(invited.code).toBe(0)
    const invitation = JSON.parse(invited.out)
    expect(invitation).toMatchObject({ email: 'ada@example.com', role: 'owner' })
    expect(invitation.link).toMatch(/^https:\/\/qr\.example\/join#[A-Za-z0-9_-]{43}$/)
    const text = await cli(
      db,
      'users',
      'invite',
      '--account',
      'acme',
      '--email',
      'grace@example.com',
      '--role',
      'viewer',
    )
    expect(text.out).toContain('as viewer')
    expect(
      (await cli(db, 'users', 'invite', '--account', 'acme', '--email', 'x@e.com', '--role', 'boss')).code,
    ).not.toBe(0)

    const store = openSqliteStore(db)
    const app = await composeApp({ store, publicUrl: SITE })
    try {
      const accept = (token: string, password: string) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/invitations/accept',
          payload: { token, name: 'Ada', password },
        })
      const joined = await accept(invitation.link.split('#')[1], 'the first owner password')
      expect(JSON.parse(joined.body)).toMatchObject({ role: 'owner', account: { name: 'acme' } })
      expect((await accept(invitation.link.split('#')[1], 'the first owner password')).statusCode).toBe(404)

      expect((await cli(db, 'users', 'reset-password', '--email', 'nobody@example.com')).code).not.toBe(0)
      const reset = await cli(db, 'users', 'reset-password', '--email', 'ada@example.com', '--json')
      const { link } = JSON.parse(reset.out)
      expect(link).toMatch(/^https:\/\/qr\.example\/reset#[A-Za-z0-9_-]{43}$/)
      const changed = await app.inject({
        method: 'POST',
        url: '/api/v1/password-resets/accept',
        payload: { token: link.split('#')[1], password: 'a new owner password' },
      })
      expect(changed.statusCode).toBe(200)
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/v1/session',
        payload: { email: 'ada@example.com', password: 'a new owner password' },
      })
      expect(signIn.statusCode).toBe(200)
    } finally {
      await app.close()
      await store.close()
    }
  }, 60_000)
})
