import { SORT_FIELD_LABELS, SORT_FIELDS, SORT_ORDER_LABELS, SORT_ORDERS } from '@dynqr/contract'
import { SCAN_LEGEND } from '../analytics/analytics-markup.js'
import { escapeHtml } from '../html-page.js'
import { createCodeHtml } from './create-code-html.js'

const options = (values: readonly string[], labels: Readonly<Record<string, string>>) =>
  values.map((value) => `<option value="${value}">${escapeHtml(labels[value] ?? value)}</option>`).join('')

/** The warning shown when `{site_url}` is a loopback address. */
export function loopbackWarning(url: string): string {
  return `<p class="callout warn" id="loopback-warning"><strong>Codes made here encode ${escapeHtml(url)}</strong>, an address only this computer can open: a phone that scans them gets an error. Set <code>PUBLIC_URL</code> to an address phones reach (this computer's network address, or your domain) and restart.</p>`
}

/** The list of codes with its filters, selection bar and pager. */
function codeListHtml(): string {
  // Newest first by default: the contract's default order is desc.
  const sorts = options(SORT_FIELDS, SORT_FIELD_LABELS)
  const orders = options([...SORT_ORDERS].reverse(), SORT_ORDER_LABELS)
  return `<section class="card" aria-labelledby="codes-title">
      <h2 id="codes-title">Your QR codes</h2>
      <form id="filters" class="toolbar" role="search" aria-label="Find QR codes">
        <div class="grow">
          <label for="search">Search</label>
          <input id="search" name="q" type="search" maxlength="200" placeholder="Part of a title, target URL or short id">
        </div>
        <div>
          <label for="tag-filter">Campaign (tag)</label>
          <input id="tag-filter" name="tag" type="search" maxlength="40" list="known-tags" autocomplete="off" placeholder="Any campaign">
          <datalist id="known-tags"></datalist>
        </div>
        <div>
          <label for="status-filter">Status</label>
          <select id="status-filter" name="status"><option value="">Any status</option><option value="live">Live</option><option value="paused">Paused</option><option value="ended">Expired or at its limit</option></select>
        </div>
        <div>
          <label for="sort">Sort by</label>
          <select id="sort" name="sort">${sorts}</select>
        </div>
        <div>
          <label for="order">Order</label>
          <select id="order" name="order">${orders}</select>
        </div>
      </form>
      <div id="list-tools" class="list-tools" data-slot="list-tools"></div>
      <div id="selection-bar" class="selection-bar" role="group" aria-label="Selected codes" data-empty>
        <span id="selection-count">Select codes to pause, retarget, tag or delete them together.</span>
        <button id="pause-selected" type="button" class="small" disabled>Pause</button>
        <button id="resume-selected" type="button" class="small" disabled>Resume</button>
        <button id="retarget-selected" type="button" class="small" disabled>Retarget…</button>
        <button id="tag-selected" type="button" class="small" disabled>Tag…</button>
        <span id="bulk-actions" class="bulk-actions" data-slot="bulk-actions"></span>
        <button id="delete-selected" type="button" class="small danger" disabled>Delete</button>
        <p id="list-status" class="feedback" role="status" aria-live="polite"></p>
      </div>
      <div class="table-wrap">
        <table id="codes-table" class="code-list">
          <caption id="codes-summary" class="hint"></caption>
          <thead><tr><th scope="col" class="select"><label><input id="select-all" type="checkbox"><span class="visually-hidden">Select every code on this page</span></label></th><th scope="col"><span class="visually-hidden">QR code</span></th><th scope="col">Code</th><th scope="col">Target</th><th scope="col">Status</th><th scope="col" class="number">Views</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr></thead>
          <tbody></tbody>
        </table>
      </div>
      <nav class="pager" aria-label="Pages">
        <button id="previous-page" type="button">Previous page</button>
        <button id="next-page" type="button">Next page</button>
      </nav>
    </section>`
}

/**
 * The dashboard's signed-in part: create (hidden for a viewer), the code that was just
 * made, the list with its filters and selection, and the scans chart. New sections (import,
 * export, templates) go into `#dashboard-sections`, each a `.card` of its own. Named slots
 * (`data-slot`) take small parts of other features (code-slots.browser.ts): `list-tools` (beside
 * the list's filters, e.g. "Print this campaign"), `bulk-actions` (in the bulk bar),
 * `create-extras` (in the create form) and each row's `code-extras`.
 */
export function dashboardBody(): string {
  return `${createCodeHtml()}
    <p id="read-only" class="callout info" hidden>You can read this account's codes only (the viewer role): creating, pausing and deleting them needs the editor role, which an admin of the account can give you.</p>
    ${codeListHtml()}
    <section id="scans" class="card" hidden aria-labelledby="scans-title">
      <h2 id="scans-title">Scans</h2>
      <div id="scan-chart"></div>
      <p id="scans-summary" class="hint"></p>
      ${SCAN_LEGEND}
    </section>
    <div id="dashboard-sections"></div>`
}
