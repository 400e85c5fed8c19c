/**
 * The edit page's scans section (code-analytics.browser.ts fills it): static markup, no user data;
 * ../edit-page/edit-page-html.ts puts it after the form.
 */
import { periodSelect, SCAN_LEGEND } from './analytics-markup.js'

export function codeAnalyticsHtml(): string {
  return `<section id="stats" class="card" hidden aria-labelledby="stats-title">
  <div class="section-head">
    <h2 id="stats-title">Scans, last 30 days (UTC)</h2>
    ${periodSelect('stats-period')}
  </div>
  <p id="stats-status" class="feedback" role="status" aria-live="polite"></p>
  <div id="scan-chart"></div>
  <p id="stats-summary" class="hint"></p>
  ${SCAN_LEGEND}
  <div id="breakdowns" class="breakdowns"></div>
</section>`
}
