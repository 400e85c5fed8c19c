/**
 * The dashboard's campaign report (issue #45): the account's views by tag over the period picked,
 * from `GET /stats?groupBy=tag`, each campaign with a button that shows its codes in the list. A
 * code with several tags counts in each of their rows, and the report says so when it happens.
 * A part that makes its own section for the dashboard to place.
 */
import type { AccountStats, Dynqr } from '@dynqr/sdk'
import { button, byId, el } from '../shared/dom.browser.js'
import { explain, say } from '../shared/feedback.browser.js'
import { CAMPAIGN_SECTION_HTML } from './campaign-report-markup.js'
import { latestOnly, periodDays, periodQuery } from './scan-analytics.browser.js'

export interface CampaignReport {
  root: HTMLElement
  show: (client: Dynqr) => Promise<void>
}

/** The report's caption: the period's views, and whether codes with several tags count in several rows. */
function caption(stats: AccountStats, days: number): string {
  const rows = stats.breakdown ?? []
  const sum = rows.reduce((total, row) => total + row.views, 0)
  const overlap =
    stats.breakdownOverlaps && sum > stats.totals.views
      ? ` Codes with several tags count in each of their rows, so the rows add up to ${sum}.`
      : ''
  return `${stats.totals.views} views in the last ${days} days (UTC).${overlap}`
}

function draw(section: HTMLElement, stats: AccountStats, days: number, pick: (tag: string) => void) {
  const body = byId<HTMLTableElement>(section, 'campaigns-table').tBodies[0] as HTMLTableSectionElement
  const rows = stats.breakdown ?? []
  body.replaceChildren(
    ...rows.map((row) =>
      el(
        'tr',
        {},
        el('th', { scope: 'row' }, row.value ?? 'No tag'),
        el('td', { class: 'number' }, String(row.views)),
        el('td', { class: 'number' }, String(row.uniqueViews)),
        el(
          'td',
          {},
          row.value === null
            ? ''
            : button('Show codes', () => pick(row.value ?? ''), {
                class: 'small',
                'aria-label': `Show codes of ${row.value}`,
              }),
        ),
      ),
    ),
  )
  byId(section, 'campaigns-summary').textContent =
    rows.length === 0
      ? `No scans in the last ${days} days yet: tag your codes (a campaign, a place, a print run) to compare them here.`
      : caption(stats, days)
}

/** Makes the report's section; `pick` shows a campaign's codes, `seen` hears of the tags it found. */
export function mountCampaignReport(pick: (tag: string) => void, seen: (tags: string[]) => void): CampaignReport {
  const section = el('section', { id: 'campaigns', class: 'card', 'aria-labelledby': 'campaigns-title' })
  section.innerHTML = CAMPAIGN_SECTION_HTML
  const period = byId<HTMLSelectElement>(section, 'campaigns-period')
  const latest = latestOnly()
  let current: Dynqr | undefined
  const show = async (client: Dynqr) => {
    current = client
    const days = periodDays(period)
    try {
      await latest(
        () => client.qrcodes.accountStats({ ...periodQuery(days), groupBy: 'tag' }),
        (stats) => {
          draw(section, stats, days, pick)
          seen((stats.breakdown ?? []).flatMap((row) => (row.value === null ? [] : [row.value])))
        },
      )
    } catch (error) {
      say(`The campaigns could not be loaded: ${explain(error)}`, 'error', byId(section, 'campaigns-status'))
    }
  }
  period.addEventListener('change', () => {
    if (current) void show(current)
  })
  return { root: section, show }
}
