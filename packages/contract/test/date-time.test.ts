import { describe, expect, it } from 'vitest'
import { parseDateTime } from '../src/index.js'

describe('parseDateTime', () => {
  it.each([
    ['2027-01-31T00:00:00Z', Date.UTC(2027, 0, 31)],
    ['2027-01-31T00:00:00.250Z', Date.UTC(2027, 0, 31) + 250],
    ['2027-01-31t01:00:00+01:00', Date.UTC(2027, 0, 31)],
  ])('reads %s', (text, ms) => {
    expect(parseDateTime(text)).toBe(ms)
  })

  it.each([
    'tomorrow',
    '2027-01-31',
    '2027-01-31T00:00:00',
    '2026-02-30T00:00:00Z',
    '2027-13-01T00:00:00Z',
    ' 2027-01-31T00:00:00Z',
  ])('refuses %s', (text) => {
    expect(parseDateTime(text)).toBeNull()
  })
})
