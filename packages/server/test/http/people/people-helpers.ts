import type { Role } from '@dynqr/contract'
import { createPeopleServices } from '../../../src/domain/people/people-services.js'
import type { TestApp } from '../../helpers/test-app.js'

export const PASSWORD = 'a long and secret sentence'

/** A person signed in on the test app: their session cookie, as a browser on the site sends it. */
export interface Person {
  email: string
  userId: string
  cookie: string
  /** The raw cookie value (the session id). */
  token: string
  setCookie: string
}

/** The cookie pair of a `Set-Cookie` header (`name=value`). */
export const cookiePair = (setCookie: string) => setCookie.split(';')[0] ?? ''

/**
 * A new person joining account "alice" (or `account`) with `role`, through a link made as the
 * command line makes it and taken through the API.
 */
export async function join(t: TestApp, email: string, role: Role, site: string, account = 'alice'): Promise<Person> {
  const people = createPeopleServices(t.store, { siteUrl: site })
  const accountId = (await t.store.accounts.findByName(account))?.id ?? ''
  const { link } = await people.invitations.inviteToAccount(accountId, role, email)
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/invitations/accept',
    headers: { origin: site },
    payload: { token: link.split('#')[1], name: email.split('@')[0], password: PASSWORD },
  })
  if (response.statusCode !== 200) throw new Error(`join ${email}: ${response.statusCode} ${response.body}`)
  const setCookie = String(response.headers['set-cookie'])
  const pair = cookiePair(setCookie)
  return {
    email,
    userId: JSON.parse(response.body).user.id,
    cookie: pair,
    token: pair.slice(pair.indexOf('=') + 1),
    setCookie,
  }
}

/** Signs a person in with email and password; the response. */
export const signIn = (t: TestApp, email: string, password: string, site: string, address = '203.0.113.7') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/session',
    headers: { origin: site },
    remoteAddress: address,
    payload: { email, password },
  })
