/**
 * The dashboard's account overview (issue 29): the account's views and unique views over the
 * period picked, the trend by day, the top codes (each a link to its edit page) and the
 * breakdowns by country, device, OS and browser, from `GET /stats`. A part that makes its own
 * section (analytics-markup.ts) for the dashboard to place.
 */
import { ACCOUNT_STATS_DIMENSION_LABELS, type AccountStats } from '@dynqr/contract'
import { type Dynqr, NotFoundError, type QrCode } from '@dynqr/sdk'
import { drawScanChart, scanChartSummary } from '../scan-chart/scan-chart.browser.js'
import { byId, el } from '../shared/dom.browser.js'
import { explain, say } from '../shared/feedback.browser.js'
import { OVERVIEW_SECTION_HTML } from './analytics-markup.js'
import { type BreakdownPanel, drawBreakdowns, MAX_ROWS } from './breakdown.browser.js'
import { latestOnly, PANEL_DIMENSIONS, panelOf, periodDays, periodQuery } from './scan-analytics.browser.js'

export interface AccountOverview {
  /** The section, hidden until the first drawing; the page places it. */
  root: HTMLElement
  /** Loads and draws the account's scans with `client` (again when the period changes). */
  show: (client: Dynqr) => Promise<void>
}

/** What the top codes' rows say: each code's title, or that it was deleted (its scans still count). */
type Known = Map<string, QrCode | 'deleted'>

async function lookUp(client: Dynqr, stats: AccountStats): Promise<Known> {
  const ids = (stats.breakdown ?? []).slice(0, MAX_ROWS).flatMap((row) => (row.value === null ? [] : [row.value]))
  const known: Known = new Map()
  await Promise.all(
    ids.map(async (shortId) => {
      try {
        known.set(shortId, await client.qrcodes.get(shortId))
      } catch (error) {
        if (error instanceof NotFoundError) known.set(shortId, 'deleted')
      }
    }),
  )
  return known
}

/** A top code's name: its title linking to its edit page (`/qrcode/edit/{shortId}` on this site), and its id. */
function codeName(known: Known) {
  return (shortId: string | null): Node | string => {
    if (shortId === null) return 'Unknown'
    const code = known.get(shortId)
    if (code === 'deleted') return el('span', {}, shortId, ' ', el('span', { class: 'hint' }, '(deleted)'))
    const link = el('a', { href: `/qrcode/edit/${encodeURIComponent(shortId)}` }, code?.title ?? shortId)
    return code?.title ? el('span', {}, link, ' ', el('span', { class: 'hint' }, shortId)) : link
  }
}

function topCodes(stats: AccountStats, known: Known): BreakdownPanel {
  return {
    title: ACCOUNT_STATS_DIMENSION_LABELS.shortId,
    plural: 'more codes',
    rows: stats.breakdown ?? [],
    totals: stats.totals,
    label: codeName(known),
  }
}

function draw(root: HTMLElement, days: number, known: Known, [codes, ...dimensions]: AccountStats[]) {
  if (!codes) return
  byId(root, 'overview-title').textContent = `All your codes, last ${days} days (UTC)`
  byId(root, 'overview-views').textContent = String(codes.totals.views)
  byId(root, 'overview-unique').textContent = String(codes.totals.uniqueViews)
  byId(root, 'overview-codes').textContent = String(codes.breakdown?.filter((r) => r.views > 0).length ?? 0)
  byId(root, 'overview-bots').textContent = String(codes.totals.botHits)
  drawScanChart(byId(root, 'overview-chart'), codes)
  byId(root, 'overview-summary').textContent = scanChartSummary(codes)
  drawBreakdowns(
    byId(root, 'overview-breakdowns'),
    [topCodes(codes, known), ...dimensions.map((stats, i) => panelOf(PANEL_DIMENSIONS[i] ?? 'country', stats))],
    'No scans yet in this period: your top codes, countries, devices, systems and browsers show here once people scan your codes.',
  )
  byId(root, 'overview-status').textContent = ''
}

/** Makes the overview's section; the page places it and calls `show` once signed in. */
export function mountAccountOverview(): AccountOverview {
  const section = el('section', { id: 'overview', class: 'card', 'aria-labelledby': 'overview-title', hidden: true })
  section.innerHTML = OVERVIEW_SECTION_HTML
  const period = byId<HTMLSelectElement>(section, 'overview-period')
  const latest = latestOnly()
  let current: Dynqr | undefined

  const show = async (client: Dynqr) => {
    current = client
    const days = periodDays(period)
    const query = periodQuery(days)
    try {
      await latest(
        async () => {
          const answers = await Promise.all(
            (['shortId', ...PANEL_DIMENSIONS] as const).map(async (groupBy) => ({
              success: true as const,
              ...(await client.qrcodes.accountStats({ ...query, groupBy })),
            })),
          )
          return { answers, known: answers[0] ? await lookUp(client, answers[0]) : new Map() }
        },
        ({ answers, known }) => {
          section.hidden = false
          draw(section, days, known, answers)
        },
      )
    } catch (error) {
      section.hidden = false
      say(`The account's scans could not be loaded: ${explain(error)}`, 'error', byId(section, 'overview-status'))
    }
  }

  period.addEventListener('change', () => {
    if (current) void show(current)
  })
  return { root: section, show }
}
