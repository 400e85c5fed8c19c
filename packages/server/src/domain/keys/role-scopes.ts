import { ROLE_SCOPES, type Role, SCOPES, type Scope } from '@dynqr/contract'

/** Whether a key holding `held` may do what needs `needed`: `qrcodes:write` includes `qrcodes:read`. */
export function grants(held: readonly Scope[], needed: Scope): boolean {
  return held.includes(needed) || (needed === 'qrcodes:read' && held.includes('qrcodes:write'))
}

/**
 * What each role may do is the contract's (Role x-role-scopes; no scopes beyond the keys' own): a
 * viewer reads, an editor writes codes, styles and assets, an admin and an owner also manage keys,
 * members, invitations and webhooks (`keys:manage`). What only an owner may do (grant or take
 * `owner`) is checked by the member service, not by a scope.
 */
export { ROLE_SCOPES }

/**
 * A member's key holds no more than the member's current role: what both grant (`qrcodes:write`
 * includes `qrcodes:read`), in the contract's order, `qrcodes:read` left out beside `qrcodes:write`.
 */
export function scopesWithinRole(held: readonly Scope[], role: Role): Scope[] {
  const both = SCOPES.filter((scope) => grants(held, scope) && grants(ROLE_SCOPES[role], scope))
  return both.includes('qrcodes:write') ? both.filter((scope) => scope !== 'qrcodes:read') : both
}
