/**
 * The edit form's cards (edit-form.browser.ts fills them): Link, Style and "When the code stops".
 * Each control names the option it edits (`data-field`), so a refused save naming that option is
 * shown beside it (field-problem.browser.ts). No user data.
 */
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

export const CONTRACT_CHOICES: EditPageChoices = {
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
  field: string,
) {
  const options = values
    .map((value) => `<option value="${escapeHtml(value)}">${escapeHtml(labels[value] ?? value)}</option>`)
    .join('\n              ')
  return `<div>
            <label for="${id}">${label}</label>
            <select id="${id}" name="${name}" data-field="qrCodeOptions.${field}">
              ${options}
            </select>
          </div>`
}

/** A labelled colour input. */
function colour(id: string, name: string, label: string, field: string) {
  return `<div>
            <label for="${id}">${label}</label>
            <input id="${id}" name="${name}" type="color" data-field="qrCodeOptions.${field}">
          </div>`
}

/** The Link card: the short link, status, views, title and target. */
function linkCard(): string {
  return `<section class="card" aria-labelledby="link-title">
        <h2 id="link-title">Link</h2>
        <div class="link-line">
          <a id="short-link" href="#">…</a>
          <span id="code-status" class="badge"></span>
          <span>Views: <strong id="views">–</strong></span>
          <button id="copy-link" type="button" class="small">Copy link</button>
        </div>
        <p id="code-domain" class="hint" hidden></p>
        <label for="title">Title</label>
        <input id="title" data-field="title" name="title" type="text" maxlength="200" autocomplete="off" placeholder="What you call this code (optional)">
        <label for="target-url">Target URL</label>
        <input id="target-url" data-field="targetUrl" name="targetUrl" type="url" required maxlength="2048" inputmode="url">
        <div id="link-extras"></div>
      </section>`
}

/** The Style card: the contract's dot and corner styles, colours, error correction, size and margin. */
function styleCard(choices: EditPageChoices): string {
  return `<section id="style-card" class="card" aria-labelledby="style-title">
        <h2 id="style-title">Style</h2>
        <fieldset id="style-controls" class="plain">
        <div class="row">
          ${select('dot-type', 'dotType', 'Dot style', choices.DOT_TYPES, choices.DOT_TYPE_LABELS, 'dotsOptions.type')}
          ${colour('dot-color', 'dotColor', 'Dot colour', 'dotsOptions.color')}
        </div>
        <div class="row">
          ${select('corner-type', 'cornerType', 'Corner style', choices.CORNER_SQUARE_TYPES, choices.CORNER_SQUARE_TYPE_LABELS, 'cornersSquareOptions.type')}
          ${colour('corner-color', 'cornerColor', 'Corner square colour', 'cornersSquareOptions.color')}
        </div>
        <div class="row">
          ${select('corner-dot-type', 'cornerDotType', 'Corner dot', choices.CORNER_DOT_TYPES, choices.CORNER_DOT_TYPE_LABELS, 'cornersDotOptions.type')}
          ${colour('corner-dot-color', 'cornerDotColor', 'Corner centre colour', 'cornersDotOptions.color')}
        </div>
        <div class="row">
          ${colour('background-color', 'backgroundColor', 'Background colour', 'backgroundOptions.color')}
          ${select('error-correction', 'errorCorrection', 'Error correction', choices.ERROR_CORRECTION_LEVELS, choices.ERROR_CORRECTION_LEVEL_LABELS, 'qrOptions.errorCorrectionLevel')}
        </div>
        <div class="row">
          <div>
            <label for="size">Size (px)</label>
            <input id="size" data-field="qrCodeOptions.width" name="size" type="number" min="64" max="4096" step="1" required>
          </div>
          <div>
            <label for="margin">Margin (px)</label>
            <input id="margin" data-field="qrCodeOptions.margin" name="margin" type="number" min="0" max="512" step="1" required aria-describedby="margin-hint">
          </div>
        </div>
        <p id="margin-hint" class="hint">Empty space around the code, at most a quarter of its size. The corner colours must be as dark against the background as the dots.</p>
        </fieldset>
      </section>`
}

/** When the code stops: active, expiry, scan limit and fallback. */
function lifecycleCard(): string {
  return `<section class="card" aria-labelledby="lifecycle-title">
        <h2 id="lifecycle-title">When the code stops</h2>
        <div class="check">
          <input id="active" name="active" type="checkbox" aria-describedby="active-state lifecycle-note">
          <label for="active">Active: scans go to the target</label>
        </div>
        <p id="active-state" class="state-line" hidden></p>
        <p id="lifecycle-note" class="hint"></p>
        <div class="row">
          <div>
            <label for="expires-at">Expires at (UTC)</label>
            <input id="expires-at" data-field="expiresAt" name="expiresAt" type="datetime-local" step="1">
          </div>
          <div>
            <label for="max-scans">Scan limit</label>
            <input id="max-scans" data-field="maxScans" name="maxScans" type="number" min="1" max="1000000000" step="1" placeholder="none">
          </div>
        </div>
        <label for="fallback-url">Fallback URL (when inactive, expired or over the limit)</label>
        <input id="fallback-url" data-field="fallbackUrl" name="fallbackUrl" type="url" maxlength="2048" inputmode="url" placeholder="none: a “no longer active” page">
      </section>`
}

/** The three cards, in the page's order. */
export function editFormHtml(choices: EditPageChoices = CONTRACT_CHOICES): string {
  return `${linkCard()}
      ${styleCard(choices)}
      ${lifecycleCard()}`
}
