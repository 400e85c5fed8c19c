/**
 * The edit page's scans: the chart (unique views beside total) and the code's breakdowns by
 * country, device, OS and browser over the period picked, from `GET /qrcode/{shortId}/stats`.
 * Its part is the `#stats` section of the page it is given.
 * @markup ./code-analytics-markup.ts
 */
import type { AccountStats } from '@dynqr/contract'
import type { Dynqr } from '@dynqr/sdk'
import { drawScanChart, scanChartSummary } from '../scan-chart/scan-chart.browser.js'
import { byId } from '../shared/dom.browser.js'
import { explain, say } from '../shared/feedback.browser.js'
import { drawBreakdowns } from './breakdown.browser.js'
import { latestOnly, PANEL_DIMENSIONS, panelOf, periodDays, periodQuery } from './scan-analytics.browser.js'

export interface CodeAnalytics {
  /** Loads and draws the code's scans with `client` (again when the period changes). */
  show: (client: Dynqr) => Promise<void>
  /** Hides the section (signed out). */
  hide: () => void
}

/** Draws the answers (each carries the range's series; the chart draws the first). */
function draw(section: HTMLElement, days: number, answers: AccountStats[]) {
  const [first] = answers
  if (!first) return
  section.hidden = false
  byId(section, 'stats-title').textContent = `Scans, last ${days} days (UTC)`
  drawScanChart(byId(section, 'scan-chart'), first)
  byId(section, 'stats-summary').textContent = scanChartSummary(first)
  drawBreakdowns(
    byId(section, 'breakdowns'),
    answers.map((stats, i) => panelOf(PANEL_DIMENSIONS[i] ?? 'country', stats)),
    'No scans yet in this period: countries, devices, systems and browsers show here once people scan the code.',
  )
  // Not say(''): that would clear the save button's message too.
  byId(section, 'stats-status').textContent = ''
}

export function mountCodeAnalytics(page: HTMLElement, shortId: string): CodeAnalytics {
  const section = byId<HTMLElement>(page, 'stats')
  const period = byId<HTMLSelectElement>(section, 'stats-period')
  const latest = latestOnly()
  let current: Dynqr | undefined

  const show = async (client: Dynqr) => {
    current = client
    const days = periodDays(period)
    const query = periodQuery(days)
    try {
      await latest(
        () =>
          Promise.all(
            PANEL_DIMENSIONS.map(async (groupBy) => ({
              success: true as const,
              ...(await client.qrcodes.stats(shortId, { ...query, groupBy })),
            })),
          ),
        (answers) => draw(section, days, answers),
      )
    } catch (error) {
      section.hidden = false
      say(`The scans could not be loaded: ${explain(error)}`, 'error', byId(section, 'stats-status'))
    }
  }

  period.addEventListener('change', () => {
    if (current) void show(current)
  })
  return {
    show,
    hide: () => {
      section.hidden = true
    },
  }
}
