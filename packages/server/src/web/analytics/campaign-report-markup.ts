import { periodSelect } from './analytics-markup.js'

/** The dashboard's campaign report (campaign-report.browser.ts fills it): static markup, no user data. */
export const CAMPAIGN_SECTION_HTML = `
  <div class="section-head">
    <h2 id="campaigns-title">Campaigns</h2>
    ${periodSelect('campaigns-period')}
  </div>
  <p class="hint">A campaign is a tag: its views over the period, from the codes that carry it.</p>
  <p id="campaigns-status" class="feedback" role="status" aria-live="polite"></p>
  <div class="table-wrap" tabindex="0" role="region" aria-label="Campaigns table (scrolls sideways)">
    <table id="campaigns-table" class="campaigns">
      <caption id="campaigns-summary" class="hint"></caption>
      <thead><tr><th scope="col">Campaign (tag)</th><th scope="col" class="number">Views</th><th scope="col" class="number">Unique views</th><th scope="col"><span class="visually-hidden">Codes</span></th></tr></thead>
      <tbody></tbody>
    </table>
  </div>
`
