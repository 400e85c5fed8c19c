import { describe, expect, it } from 'vitest'
import type { BreakdownRow } from '../../../src/domain/analytics/scan-analytics-repository.js'
import { boundedBreakdown, MAX_BREAKDOWN_ROWS } from '../../../src/domain/analytics/scan-stats-service.js'

const row = (value: string | null, views: number): BreakdownRow => ({ value, views, uniqueViews: 1 })
const sum = (rows: BreakdownRow[]) => rows.reduce((total, r) => total + r.views, 0)

/** Breakdowns within the contract's maxItems, and still exact sums (security review finding 4). */
describe('a breakdown', () => {
  it('has at most the contract’s maxItems rows', () => {
    expect(MAX_BREAKDOWN_ROWS).toBe(100_000)
  })

  it.each([
    ['fits: as it is', [row('a', 5), row(null, 3), row('b', 1)], 3, ['a', null, 'b']],
    [
      'past the bound: the least viewed go to (other)',
      [row('a', 5), row('b', 3), row('c', 2), row('d', 1)],
      3,
      ['a', '(other)', 'b'],
    ],
    [
      'past the bound with an (other) already: merged into it',
      [row('a', 9), row('(other)', 4), row('b', 3), row('c', 2), row('d', 1)],
      3,
      ['a', '(other)', 'b'],
    ],
  ] as const)('%s', (_name, rows, max, want) => {
    const bounded = boundedBreakdown([...rows], max)
    expect(bounded.map((r) => r.value)).toEqual(want)
    expect(bounded.length).toBeLessThanOrEqual(max)
    expect(sum(bounded)).toBe(sum([...rows]))
    expect(bounded.reduce((total, r) => total + r.uniqueViews, 0)).toBe(rows.length)
  })
})
