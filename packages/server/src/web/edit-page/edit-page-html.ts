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
import { escapeHtml } from '../html-page.js'

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
 * choices are the contract's (a test passes those generated from another openapi.yaml).
 */
export function editPageHtml(shortId: string, apiBase: string, choices: EditPageChoices = CONTRACT_CHOICES): string {
  const id = escapeHtml(shortId)
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Edit QR code ${id} · dynqr</title>
<link rel="stylesheet" href="/assets/edit-page.css">
<script type="module" src="/assets/edit-page.js"></script>
</head>
<body>
<main data-short-id="${id}" data-api-base="${escapeHtml(apiBase)}">
  <h1>Edit QR code <code>${id}</code></h1>
  <p class="meta">Short link: <a id="short-link" href="#">…</a> · Views: <strong id="views">–</strong></p>

  <form id="key-form" aria-labelledby="key-title">
    <h2 id="key-title">Your API key</h2>
    <label for="api-key">API key</label>
    <input id="api-key" name="api-key" type="password" autocomplete="off" required placeholder="dqr_…" aria-describedby="key-hint">
    <p id="key-hint" class="hint">Kept in this tab's session storage only, and sent only to this service's API.</p>
    <button class="primary" type="submit">Open</button>
  </form>

  <form id="editor" hidden aria-label="QR code settings">
    <div class="grid">
      <div>
        <label for="title">Title</label>
        <input id="title" name="title" type="text" maxlength="200" autocomplete="off" placeholder="What you call this code (optional)">
        <label for="target-url">Target URL</label>
        <input id="target-url" name="targetUrl" type="url" required maxlength="2048" inputmode="url">
        <div class="row">
          ${select('dot-type', 'dotType', 'Dot style', choices.DOT_TYPES, choices.DOT_TYPE_LABELS)}
          ${select('error-correction', 'errorCorrection', 'Error correction', choices.ERROR_CORRECTION_LEVELS, choices.ERROR_CORRECTION_LEVEL_LABELS)}
        </div>
        <div class="row">
          ${select('corner-type', 'cornerType', 'Corner style', choices.CORNER_SQUARE_TYPES, choices.CORNER_SQUARE_TYPE_LABELS)}
          ${select('corner-dot-type', 'cornerDotType', 'Corner dot', choices.CORNER_DOT_TYPES, choices.CORNER_DOT_TYPE_LABELS)}
        </div>
        <div class="row">
          <div>
            <label for="dot-color">Dot colour</label>
            <input id="dot-color" name="dotColor" type="color">
          </div>
          <div>
            <label for="background-color">Background colour</label>
            <input id="background-color" name="backgroundColor" type="color">
          </div>
          <div>
            <label for="size">Size (px)</label>
            <input id="size" name="size" type="number" min="64" max="4096" step="1" required>
          </div>
        </div>
        <fieldset>
          <legend>When the code stops</legend>
          <div class="check">
            <input id="active" name="active" type="checkbox">
            <label for="active">Active: scans go to the target</label>
          </div>
          <div class="row">
            <div>
              <label for="expires-at">Expires at (your local time)</label>
              <input id="expires-at" name="expiresAt" type="datetime-local" step="1">
            </div>
            <div>
              <label for="max-scans">Scan limit</label>
              <input id="max-scans" name="maxScans" type="number" min="1" max="1000000000" step="1" placeholder="none">
            </div>
          </div>
          <label for="fallback-url">Fallback URL (when inactive, expired or over the limit)</label>
          <input id="fallback-url" name="fallbackUrl" type="url" maxlength="2048" inputmode="url" placeholder="none: a “no longer active” page">
        </fieldset>
        <button class="primary" type="submit">Save</button>
        <button id="download-svg" type="button">Download SVG</button>
        <button id="download-png" type="button">Download PNG</button>
        <button id="forget-key" type="button">Forget key</button>
      </div>
      <figure>
        <img id="preview" alt="Preview of the QR code with the current settings">
        <figcaption class="hint">Live preview</figcaption>
      </figure>
    </div>
  </form>
  <section id="stats" hidden aria-labelledby="stats-title">
    <h2 id="stats-title">Scans, last 30 days (UTC)</h2>
    <div id="scan-chart"></div>
    <p id="stats-summary" class="hint"></p>
    <p class="hint legend"><span class="key views">views</span> <span class="key fallback">fallback hits</span> <span class="key bots">bot hits</span></p>
  </section>
  <p id="status" role="status" aria-live="polite"></p>
</main>
</body>
</html>
`
}
