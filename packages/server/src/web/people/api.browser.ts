/**
 * The people pages' own calls to the API (sign in, accept a link, who am I, members), with the
 * session cookie of this origin: fetch sends it, and no key is ever asked for. An answer that is
 * not 2xx becomes an `ApiProblem` with the contract's `error` code, its message and, for 429,
 * the seconds to wait. Also where a signed-out person is sent: /signin?next=<this page>.
 */
import { UnauthorizedError } from '@dynqr/sdk'
import type { Role } from './roles.js'

export type { Role }
export { ROLE_LABELS } from './roles.js'

/** What `GET /me` answers (the contract's Me). */
export interface Me {
  user: { id: string; email: string; name: string } | null
  key: { id: string; name: string | null; prefix: string } | null
  account: { id: string; name: string }
  role: Role | null
  scopes: string[]
  accounts: { id: string; name: string; role: Role }[]
}

/** An answer that is not 2xx, in the contract's error format. */
export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Seconds to wait before trying again (429). */
    readonly retryAfter?: number,
  ) {
    super(message)
  }
}

/** Calls the API with this origin's session cookie; JSON in and out; 204 answers `undefined`. */
export async function call<T>(apiBase: string, method: string, path: string, body?: object): Promise<T> {
  const response = await fetch(`${apiBase}${path}`, {
    method,
    credentials: 'same-origin',
    headers: { accept: 'application/json', ...(body && { 'content-type': 'application/json' }) },
    ...(body && { body: JSON.stringify(body) }),
  })
  if (response.status === 204) return undefined as T
  const answer = (await response.json().catch(() => ({}))) as { error?: string; message?: string }
  if (!response.ok) {
    const wait = Number(response.headers.get('retry-after'))
    throw new ApiProblem(
      response.status,
      answer.error ?? 'ERROR',
      answer.message ?? `The server answered ${response.status}.`,
      Number.isFinite(wait) && wait > 0 ? wait : undefined,
    )
  }
  return answer as T
}

/** Whether an error means the session is gone (signed out, expired, removed from the account). */
export const isSignedOut = (error: unknown): boolean =>
  error instanceof UnauthorizedError || (error instanceof ApiProblem && error.status === 401)

/** A page inside this site to go back to after signing in; anything else is the dashboard. */
export function safeNext(raw: string | null): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/dashboard'
  return raw
}

/** The sign-in page, coming back here afterwards. */
export function signInHref(here: Location = location): string {
  return `/signin?next=${encodeURIComponent(`${here.pathname}${here.search}`)}`
}

/** Sends a signed-out person to the sign-in page (and back here afterwards). */
export function goSignIn(): void {
  location.assign(signInHref())
}
