/**
 * The dashboard's account overview (issue 29): the account's views and unique views over the
 * period picked, the trend by day, the top codes (each a link to its edit page) and the
 * breakdowns by country, device, OS and browser, from `GET /stats`. Mounted by one line.
 */
import { ACCOUNT_STATS_DIMENSION_LABELS, type AccountStats } from '@dynqr/contract'
import type { Dynqr } from '@dynqr/sdk'
import { drawScanChart, scanChartSummary } from '../scan-chart/scan-chart.browser.js'
import { $, el } from '../shared/dom.browser.js'
import { explain, say } from '../shared/feedback.browser.js'
import { type BreakdownPanel, drawBreakdowns } from './breakdown.browser.js'
import { OVERVIEW_SECTION_HTML } from './analytics-markup.js'
import { latestOnly, PANEL_DIMENSIONS, panelOf, periodDays, periodQuery } from './scan-analytics.browser.js'

const PERIOD = '#overview-period'
const STATUS = '#overview-status'

export interface AccountOverview {
  /** Loads and draws the account's scans with `client` (again when the period changes). */
  show: (client: Dynqr) => Promise<void>
}

/** The top codes: a code's edit page is `/qrcode/edit/{shortId}` on this site. */
function topCodes(stats: AccountStats): BreakdownPanel {
  return {
    title: ACCOUNT_STATS_DIMENSION_LABELS.shortId,
    plural: 'more codes',
    rows: stats.breakdown ?? [],
    totals: stats.totals,
    label: (shortId) =>
      shortId === null ? 'Unknown' : el('a', { href: `/qrcode/edit/${encodeURIComponent(shortId)}` }, shortId),
  }
}

function draw(days: number, [codes, ...dimensions]: AccountStats[]) {
  if (!codes) return
  $('#overview-title').textContent = `All your codes, last ${days} days (UTC)`
  $('#overview-views').textContent = String(codes.totals.views)
  $('#overview-unique').textContent = String(codes.totals.uniqueViews)
  $('#overview-codes').textContent = String(codes.breakdown?.filter((r) => r.views > 0).length ?? 0)
  $('#overview-bots').textContent = String(codes.totals.botHits)
  drawScanChart($('#overview-chart'), codes)
  $('#overview-summary').textContent = scanChartSummary(codes)
  drawBreakdowns(
    $('#overview-breakdowns'),
    [topCodes(codes), ...dimensions.map((stats, i) => panelOf(PANEL_DIMENSIONS[i] ?? 'country', stats))],
    'No scans yet in this period: your top codes, countries, devices, systems and browsers show here once people scan your codes.',
  )
  $(STATUS).textContent = ''
}

/** Inserts the overview into `#dashboard-sections`; the page calls `show` once signed in. */
export function mountAccountOverview(): AccountOverview {
  const section = el('section', { id: 'overview', class: 'card', 'aria-labelledby': 'overview-title', hidden: true })
  section.innerHTML = OVERVIEW_SECTION_HTML
  $<HTMLElement>('#dashboard-sections').prepend(section)
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
            (['shortId', ...PANEL_DIMENSIONS] as const).map(async (groupBy) => ({
              success: true as const,
              ...(await client.qrcodes.accountStats({ ...query, groupBy })),
            })),
          ),
        (answers) => {
          section.hidden = false
          draw(days, answers)
        },
      )
    } catch (error) {
      section.hidden = false
      say(`The account's scans could not be loaded: ${explain(error)}`, 'error', STATUS)
    }
  }

  $<HTMLSelectElement>(PERIOD).addEventListener('change', () => {
    if (current) void show(current)
  })
  return { show }
}
