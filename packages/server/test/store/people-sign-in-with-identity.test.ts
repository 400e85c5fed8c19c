import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createPeopleServices, type PeopleServices } from '../../src/domain/people/people-services.js'
import type { Store } from '../../src/index.js'
import { ENGINES } from '../helpers/engines.js'

const ISSUER = 'https://id.example.com'
const identity = (subject: string, email: string | null, emailVerified = true) => ({
  issuer: ISSUER,
  subject,
  email,
  emailVerified,
  name: `Person ${subject}`,
})

/** The domain's OpenID Connect rule (issue #41) over each engine; the provider round trip is the HTTP side's. */
describe.each(ENGINES)('signing in with a provider identity on $name', (engine) => {
  let store: Store
  let people: PeopleServices
  let acme: string
  beforeEach(async () => {
    store = await engine.open()
    people = createPeopleServices(store, { siteUrl: 'https://qr.example' })
    acme = (await store.accounts.create({ id: 'acc_acme', name: 'acme', createdAt: 1 })).id
    await store.accounts.create({ id: 'acc_later', name: 'later', createdAt: 2 })
  })
  afterEach(async () => {
    await store.close()
  })

  it('refuses a person nobody invited, from a domain not allowed, or with an unverified email', async () => {
    expect(await people.users.signInWithIdentity(identity('s1', 'eve@evil.example'))).toBe('not_invited')
    const unverified = identity('s2', 'ada@example.com', false)
    expect(await people.users.signInWithIdentity(unverified, { allowedDomains: ['example.com'] })).toBe('not_invited')
    expect(await people.users.signInWithIdentity(identity('s3', null))).toBe('not_invited')
    expect(await store.users.findByEmail('eve@evil.example')).toBeNull()
  })

  it('creates a person of an allowed domain in the configured account with the default role, and links them', async () => {
    const first = await people.users.signInWithIdentity(identity('s1', 'Ada@Example.com'), {
      allowedDomains: ['example.com'],
      accountName: 'later',
      defaultRole: 'editor',
    })
    expect(first).toMatchObject({ principal: { accountId: 'acc_later', scopes: ['qrcodes:write'] } })
    const user = await store.users.findByEmail('ada@example.com')
    expect(user).toMatchObject({ name: 'Person s1', passwordHash: null })
    // Linked: the same subject gets in again without the domain rule.
    const again = await people.users.signInWithIdentity(identity('s1', 'changed@elsewhere.example'))
    expect(again).toMatchObject({ principal: { userId: user?.id } })
    // Without OIDC_ACCOUNT the oldest account, as a viewer.
    const other = await people.users.signInWithIdentity(identity('s9', 'grace@example.com'), {
      allowedDomains: ['example.com'],
    })
    expect(other).toMatchObject({ principal: { accountId: acme, scopes: ['qrcodes:read'] } })
  })

  it('takes a pending invitation for the email, and links an existing person by verified email', async () => {
    await people.invitations.inviteToAccount('acc_later', 'admin', 'linus@example.com')
    const invited = await people.users.signInWithIdentity(identity('s1', 'linus@example.com'))
    expect(invited).toMatchObject({ principal: { accountId: 'acc_later', scopes: ['qrcodes:write', 'keys:manage'] } })
    expect(await store.invitations.findPendingByEmail('linus@example.com', Date.now())).toBeNull()
    const linked = await people.users.signInWithIdentity({
      ...identity('s2', 'linus@example.com'),
      issuer: 'https://other',
    })
    expect(linked).toMatchObject({ principal: { accountId: 'acc_later' } })
  })
})
