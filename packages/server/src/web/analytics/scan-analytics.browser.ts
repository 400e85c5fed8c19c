/**
 * What the edit page's and the dashboard's analytics share: the period picked (a range ending
 * now, by UTC day, as the API's default), the breakdowns they show and how their values read.
 */
import { type AccountStats, STATS_DIMENSION_LABELS, type StatsDimension } from '@dynqr/contract'
import { type BreakdownPanel, countryName, valueName } from './breakdown.browser.js'

const DAY = 86_400_000

/** The breakdowns the pages show (referrer and language stay in the API and its CSV). */
export const PANEL_DIMENSIONS = ['country', 'device', 'os', 'browser'] as const satisfies readonly StatsDimension[]

const PLURALS: Record<(typeof PANEL_DIMENSIONS)[number], string> = {
  country: 'more countries',
  device: 'more devices',
  os: 'more systems',
  browser: 'more browsers',
}

/** The query of a period of `days` ending now: every request of one drawing asks the same range. */
export function periodQuery(days: number, now = Date.now()) {
  return { from: new Date(now - days * DAY).toISOString(), to: new Date(now).toISOString(), interval: 'day' as const }
}

/** The number of days picked in a period `<select>`. */
export const periodDays = (select: HTMLSelectElement): number => Number(select.value) || 30

/** The panel of one dimension's answer. */
export function panelOf(dimension: (typeof PANEL_DIMENSIONS)[number], stats: AccountStats): BreakdownPanel {
  return {
    title: STATS_DIMENSION_LABELS[dimension],
    plural: PLURALS[dimension],
    rows: stats.breakdown ?? [],
    totals: stats.totals,
    label: dimension === 'country' ? countryName : valueName,
  }
}

/**
 * Runs `draw` for the latest call only: when the period changes while an earlier drawing is
 * still loading, the earlier answers are dropped rather than drawn over the newer ones.
 */
export function latestOnly() {
  let generation = 0
  return async <T>(load: () => Promise<T>, draw: (value: T) => void): Promise<void> => {
    const mine = ++generation
    const value = await load()
    if (mine === generation) draw(value)
  }
}
