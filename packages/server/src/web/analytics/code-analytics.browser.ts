/**
 * The edit page's scans: the chart (unique views beside total) and the code's breakdowns by
 * country, device, OS and browser over the period picked, from `GET /qrcode/{shortId}/stats`.
 */
import type { Dynqr } from '@dynqr/sdk'
import { drawScanChart, scanChartSummary } from '../scan-chart/scan-chart.browser.js'
import { $ } from '../shared/dom.browser.js'
import { explain, say } from '../shared/feedback.browser.js'
import { drawBreakdowns } from './breakdown.browser.js'
import { latestOnly, PANEL_DIMENSIONS, panelOf, periodDays, periodQuery } from './scan-analytics.browser.js'

const PERIOD = '#stats-period'
const STATUS = '#stats-status'

export interface CodeAnalytics {
  /** Loads and draws the code's scans with `client` (again when the period changes). */
  show: (client: Dynqr) => Promise<void>
}

export function mountCodeAnalytics(shortId: string): CodeAnalytics {
  const section = $<HTMLElement>('#stats')
  const latest = latestOnly()
  let current: Dynqr | undefined

  const show = async (client: Dynqr) => {
    current = client
    const days = periodDays(PERIOD)
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
        (answers) => {
          // Every answer carries the range's series; the chart draws the first.
          const [first] = answers
          if (!first) return
          section.hidden = false
          $('#stats-title').textContent = `Scans, last ${days} days (UTC)`
          drawScanChart($('#scan-chart'), first)
          $('#stats-summary').textContent = scanChartSummary(first)
          drawBreakdowns(
            $('#breakdowns'),
            answers.map((stats, i) => panelOf(PANEL_DIMENSIONS[i] ?? 'country', stats)),
            'No scans yet in this period: countries, devices, systems and browsers show here once people scan the code.',
          )
          // Not say(''): that would clear the save button's message too.
          $(STATUS).textContent = ''
        },
      )
    } catch (error) {
      section.hidden = false
      say(`The scans could not be loaded: ${explain(error)}`, 'error', STATUS)
    }
  }

  $<HTMLSelectElement>(PERIOD).addEventListener('change', () => {
    if (current) void show(current)
  })
  return { show }
}
