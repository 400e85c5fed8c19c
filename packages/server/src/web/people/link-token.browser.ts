/**
 * The one-time token of a link in the URL's fragment (`/join#…`, `/reset#…`): a fragment never
 * reaches a server or a Referer. It is read once and taken out of the address bar, so that it
 * stays out of the history and of screenshots.
 */
export function takeLinkToken(): string {
  const token = decodeURIComponent(location.hash.slice(1))
  if (token !== '') history.replaceState(null, '', `${location.pathname}${location.search}`)
  return token
}

/** Words for a link that cannot be used. */
export const DEAD_LINK =
  'This link is no longer valid: it was used already, has expired, or was copied incompletely. Ask for a new one.'

/** Checks a new password and its repetition; returns the problem in words, or `undefined`. */
export function passwordProblem(password: string, repeat?: string): string | undefined {
  if (password.length < 12) return 'The password needs at least 12 characters.'
  if (repeat !== undefined && repeat !== password) return 'The two passwords differ: type the same one twice.'
  return undefined
}
