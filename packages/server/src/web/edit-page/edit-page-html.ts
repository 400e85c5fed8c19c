import {
  CORNER_DOT_TYPE_LABELS,
  CORNER_DOT_TYPES,
  CORNER_SQUARE_TYPE_LABELS,
  CORNER_SQUARE_TYPES,
  DOT_TYPE_LABELS,
  DOT_TYPES,
  ERROR_CORRECTION_LEVEL_LABELS,
  ERROR_CORRECTION_LEVELS,
} from '@dynqr/contract'
import { periodSelect, SCAN_LEGEND } from '../analytics/analytics-markup.js'
import { escapeHtml, sitePage } from '../html-page.js'

/** The contract's enums the page offers, with their labels (openapi.yaml x-enum-labels). */
export interface EditPageChoices {
  DOT_TYPES: readonly string[]
  DOT_TYPE_LABELS: Readonly<Record<string, string>>
  CORNER_SQUARE_TYPES: readonly string[]
  CORNER_SQUARE_TYPE_LABELS: Readonly<Record<string, string>>
  CORNER_DOT_TYPES: readonly string[]
  CORNER_DOT_TYPE_LABELS: Readonly<Record<string, string>>
  ERROR_CORRECTION_LEVELS: readonly string[]
  ERROR_CORRECTION_LEVEL_LABELS: Readonly<Record<string, string>>
}

const CONTRACT_CHOICES: EditPageChoices = {
  DOT_TYPES,
  DOT_TYPE_LABELS,
  CORNER_SQUARE_TYPES,
  CORNER_SQUARE_TYPE_LABELS,
  CORNER_DOT_TYPES,
  CORNER_DOT_TYPE_LABELS,
  ERROR_CORRECTION_LEVELS,
  ERROR_CORRECTION_LEVEL_LABELS,
}

/** A labelled `<select>` with one `<option>` a value, in the contract's order; the script selects the stored one. */
function select(
  id: string,
  name: string,
  label: string,
  values: readonly string[],
  labels: Readonly<Record<string, string>>,
) {
  const options = values
    .map((value) => `<option value="${escapeHtml(value)}">${escapeHtml(labels[value] ?? value)}</option>`)
    .join('\n              ')
  return `<div>
            <label for="${id}">${label}</label>
            <select id="${id}" name="${name}">
              ${options}
            </select>
          </div>`
}

/** A labelled colour input. */
function colour(id: string, name: string, label: string) {
  return `<div>
            <label for="${id}">${label}</label>
            <input id="${id}" name="${name}" type="color">
          </div>`
}

/** Only the page's own script and styles, the API, and the blob: URL of the preview. */
export function editPageCsp(apiOrigin: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' blob:",
    `connect-src ${apiOrigin} blob:`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * The edit page's markup; values reach the script through escaped data attributes only. The
 * choices are the contract's (a test passes those generated from another openapi.yaml). Each part
 * is a card of its own: new sections (branding) go into `#edit-sections` (inside the form, saved
 * with it) or after `#stats`, the scans and their breakdowns (../analytics/).
 */
export function editPageHtml(shortId: string, apiBase: string, choices: EditPageChoices = CONTRACT_CHOICES): string {
  const id = escapeHtml(shortId)
  const body = `<div class="page-head">
  <div>
    <p class="hint"><a href="/dashboard">← All QR codes</a></p>
    <h1>Edit QR code <code>${id}</code></h1>
  </div>
  <button id="forget-key" type="button" class="small" hidden>Sign out</button>
</div>
<p id="status" class="feedback" role="status" aria-live="polite"></p>

<form id="key-form" class="card" aria-labelledby="key-title">
  <h2 id="key-title">Sign in with an API key</h2>
  <label for="api-key">API key</label>
  <input id="api-key" name="api-key" type="password" autocomplete="off" required placeholder="dqr_…" aria-describedby="key-hint">
  <p id="key-hint" class="hint">Kept in this tab's session storage only, and sent only to this service's API.</p>
  <div class="actions"><button class="primary" type="submit">Open</button></div>
</form>

<form id="editor" hidden aria-label="QR code settings">
  <div class="editor-layout">
    <div class="controls">
      <section class="card" aria-labelledby="link-title">
        <h2 id="link-title">Link</h2>
        <div class="link-line">
          <a id="short-link" href="#">…</a>
          <span id="code-status" class="badge"></span>
          <span>Views: <strong id="views">–</strong></span>
          <button id="copy-link" type="button" class="small">Copy link</button>
        </div>
        <label for="title">Title</label>
        <input id="title" name="title" type="text" maxlength="200" autocomplete="off" placeholder="What you call this code (optional)">
        <label for="target-url">Target URL</label>
        <input id="target-url" name="targetUrl" type="url" required maxlength="2048" inputmode="url">
      </section>
      <section id="style-card" class="card" aria-labelledby="style-title">
        <h2 id="style-title">Style</h2>
        <fieldset id="style-controls" class="plain">
        <div class="row">
          ${select('dot-type', 'dotType', 'Dot style', choices.DOT_TYPES, choices.DOT_TYPE_LABELS)}
          ${colour('dot-color', 'dotColor', 'Dot colour')}
        </div>
        <div class="row">
          ${select('corner-type', 'cornerType', 'Corner style', choices.CORNER_SQUARE_TYPES, choices.CORNER_SQUARE_TYPE_LABELS)}
          ${colour('corner-color', 'cornerColor', 'Corner square colour')}
        </div>
        <div class="row">
          ${select('corner-dot-type', 'cornerDotType', 'Corner dot', choices.CORNER_DOT_TYPES, choices.CORNER_DOT_TYPE_LABELS)}
          ${colour('corner-dot-color', 'cornerDotColor', 'Corner centre colour')}
        </div>
        <div class="row">
          ${colour('background-color', 'backgroundColor', 'Background colour')}
          ${select('error-correction', 'errorCorrection', 'Error correction', choices.ERROR_CORRECTION_LEVELS, choices.ERROR_CORRECTION_LEVEL_LABELS)}
        </div>
        <div class="row">
          <div>
            <label for="size">Size (px)</label>
            <input id="size" name="size" type="number" min="64" max="4096" step="1" required>
          </div>
          <div>
            <label for="margin">Margin (px)</label>
            <input id="margin" name="margin" type="number" min="0" max="512" step="1" required aria-describedby="margin-hint">
          </div>
        </div>
        <p id="margin-hint" class="hint">Empty space around the code, at most a quarter of its size. The corner colours must be as dark against the background as the dots.</p>
        </fieldset>
      </section>
      <section class="card" aria-labelledby="lifecycle-title">
        <h2 id="lifecycle-title">When the code stops</h2>
        <div class="check">
          <input id="active" name="active" type="checkbox" aria-describedby="lifecycle-note">
          <label for="active">Active: scans go to the target</label>
        </div>
        <p id="lifecycle-note" class="hint"></p>
        <div class="row">
          <div>
            <label for="expires-at">Expires at (UTC)</label>
            <input id="expires-at" name="expiresAt" type="datetime-local" step="1">
          </div>
          <div>
            <label for="max-scans">Scan limit</label>
            <input id="max-scans" name="maxScans" type="number" min="1" max="1000000000" step="1" placeholder="none">
          </div>
        </div>
        <label for="fallback-url">Fallback URL (when inactive, expired or over the limit)</label>
        <input id="fallback-url" name="fallbackUrl" type="url" maxlength="2048" inputmode="url" placeholder="none: a “no longer active” page">
      </section>
      <div id="edit-sections"></div>
    </div>
    <aside class="preview-pane card" aria-label="Preview and save">
      <figure>
        <img id="preview" alt="Preview of the QR code with the current settings">
        <figcaption class="hint">Live preview: save to publish it</figcaption>
      </figure>
      <div>
        <div class="actions">
          <button class="primary" type="submit">Save</button>
          <button id="download" type="button">Download…</button>
        </div>
        <p id="save-status" class="feedback" role="status" aria-live="polite"></p>
      </div>
    </aside>
  </div>
</form>
<section id="stats" class="card" hidden aria-labelledby="stats-title">
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
  return sitePage({
    title: `Edit QR code ${shortId}`,
    body,
    script: 'edit-page.js',
    mainAttributes: ` data-short-id="${id}" data-api-base="${escapeHtml(apiBase)}"`,
  })
}
