/** RFC 3339 / ISO 8601 date-time, as the contract's `format: date-time` fields take it. */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?([Zz]|[+-]\d{2}:\d{2})$/

/** What a `format: date-time` field must look like, in words (the validators leave formats to code). */
export const DATE_TIME_MESSAGE = 'must be a date and time in ISO 8601 form, such as 2027-01-31T00:00:00Z'

/**
 * Milliseconds since the epoch of an ISO 8601 date-time with a time zone (`Z` or `±hh:mm`), or
 * `null` when the text is not one or names a day that does not exist (2026-02-30).
 */
export function parseDateTime(text: string): number | null {
  const match = DATE_TIME.exec(text)
  if (!match) return null
  const ms = Date.parse(text)
  if (Number.isNaN(ms)) return null
  const [, year, month, day] = match
  const calendar = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)))
  const sameDay =
    calendar.getUTCFullYear() === Number(year) &&
    calendar.getUTCMonth() === Number(month) - 1 &&
    calendar.getUTCDate() === Number(day)
  return sameDay ? ms : null
}
