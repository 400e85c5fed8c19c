/**
 * Times on every page are shown in one zone, UTC, and say so: the API's stats are bucketed by UTC
 * day, keys expire at the start of a UTC day, and a code's expiry is entered in UTC.
 */
export const TIME_ZONE = 'UTC'

/** An instant from the API as people read it: `3 Mar 2026, 14:05 UTC`; `–` for none. */
export function when(iso: string | null): string {
  if (iso === null) return '–'
  const text = new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: TIME_ZONE,
  })
  return `${text} ${TIME_ZONE}`
}

/** An ISO instant as the value of a datetime-local input, read as UTC. */
export function utcInput(iso: string | null): string {
  return iso === null ? '' : new Date(iso).toISOString().slice(0, 19)
}

/** A datetime-local input's value (read as UTC) as an ISO instant; `null` when empty. */
export function fromUtcInput(value: string): string | null {
  if (value === '') return null
  return new Date(`${value.length === 16 ? `${value}:00` : value}Z`).toISOString()
}
