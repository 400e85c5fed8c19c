import { SCOPES, type Scope } from '@dynqr/contract'
import { ConfigError } from '../config.js'

/** `--scopes qrcodes:read,keys:manage` as scopes; an unknown name is a usage error naming it. */
export function parseScopes(list: string): Scope[] {
  const names = list
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '')
  if (names.length === 0) throw new ConfigError('--scopes', `needs at least one of ${SCOPES.join(', ')}`)
  for (const name of names) {
    if (!(SCOPES as readonly string[]).includes(name)) {
      throw new ConfigError('--scopes', `has an unknown scope "${name}"; the scopes are ${SCOPES.join(', ')}`)
    }
  }
  return names as Scope[]
}

const DURATION = /^(\d+)\s*([dhm])$/
const UNIT_MS = { d: 86_400_000, h: 3_600_000, m: 60_000 } as const

/** `--expires 90d` (or `12h`, `30m`) from `now`, or an ISO 8601 time; must lie in the future. */
export function parseExpiry(value: string, now: number): number {
  const duration = DURATION.exec(value.trim())
  const at = duration
    ? now + Number(duration[1]) * UNIT_MS[duration[2] as keyof typeof UNIT_MS]
    : /^\d{4}-\d{2}-\d{2}/.test(value)
      ? Date.parse(value)
      : Number.NaN
  if (Number.isNaN(at)) {
    throw new ConfigError('--expires', `takes an ISO 8601 time or a duration such as 90d, 12h or 30m, not "${value}"`)
  }
  if (at <= now) throw new ConfigError('--expires', `${value} is not in the future`)
  return at
}
