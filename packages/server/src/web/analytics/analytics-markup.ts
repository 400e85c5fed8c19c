/**
 * Static markup the scan analytics share between the server's pages and the browser's sections:
 * the period picker, the chart's legend, and the dashboard's account overview. No user data.
 */

/** The periods people pick from, in days; the default is the API's own (the last 30 days, by day). */
export const PERIOD_DAYS = [7, 30, 90] as const
export const DEFAULT_PERIOD_DAYS = 30

/** A labelled period picker; its value is a number of days. */
export function periodSelect(id: string): string {
  const options = PERIOD_DAYS.map(
    (days) => `<option value="${days}"${days === DEFAULT_PERIOD_DAYS ? ' selected' : ''}>Last ${days} days</option>`,
  ).join('')
  return `<div class="period"><label for="${id}">Period</label><select id="${id}">${options}</select></div>`
}

/** The scan chart's legend: the colours are site.css's (`.legend .key`). */
export const SCAN_LEGEND = `<p class="hint legend"><span class="key unique">unique views</span> <span class="key repeat">repeat views</span> <span class="key fallback">fallback hits</span> <span class="key bots">bot hits</span></p>`

/** The dashboard's account overview: totals, the trend, top codes and breakdowns (account-overview.browser.ts fills it). */
export const OVERVIEW_SECTION_HTML = `
  <div class="section-head">
    <h2 id="overview-title">All your codes, last 30 days (UTC)</h2>
    ${periodSelect('overview-period')}
  </div>
  <p id="overview-status" class="feedback" role="status" aria-live="polite"></p>
  <dl class="tiles" id="overview-totals">
    <div><dt>Views</dt><dd id="overview-views">–</dd></div>
    <div><dt>Unique views</dt><dd id="overview-unique">–</dd></div>
    <div><dt>Codes scanned</dt><dd id="overview-codes">–</dd></div>
    <div><dt>Bot hits</dt><dd id="overview-bots">–</dd></div>
  </dl>
  <div id="overview-chart"></div>
  <p id="overview-summary" class="hint"></p>
  ${SCAN_LEGEND}
  <div id="overview-breakdowns" class="breakdowns"></div>
`
