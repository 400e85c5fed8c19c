import { codeAnalyticsHtml } from '../analytics/code-analytics-markup.js'
import { escapeHtml, sitePage } from '../html-page.js'
import { CONTRACT_CHOICES, type EditPageChoices, editFormHtml } from './edit-form-markup.js'

export type { EditPageChoices }

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
 * is a card of its own, owned by one part: the form's cards (edit-form-markup.ts), new sections
 * (branding) in `#edit-sections` (inside the form, saved with it), and after the form the scans
 * (../analytics/code-analytics-markup.ts). This file is the page's own part (edit-page.browser.ts).
 */
export function editPageHtml(shortId: string, apiBase: string, choices: EditPageChoices = CONTRACT_CHOICES): string {
  const id = escapeHtml(shortId)
  const body = `<div class="page-head">
  <div>
    <p class="hint"><a href="/dashboard">← All QR codes</a></p>
    <h1>Edit QR code <code>${id}</code></h1>
  </div>
</div>
<p id="status" class="feedback" role="status" aria-live="polite"></p>

<form id="editor" hidden aria-label="QR code settings">
  <div class="editor-layout">
    <fieldset id="edit-controls" class="plain controls">
      <legend class="visually-hidden">QR code settings</legend>
      ${editFormHtml(choices)}
      <div id="edit-sections"></div>
    </fieldset>
    <aside class="preview-pane card" aria-label="Preview and save">
      <figure id="preview-figure">
        <img id="preview" alt="Preview of the QR code with the current settings" aria-describedby="check-status">
        <figcaption class="hint">Live preview: save to publish it</figcaption>
      </figure>
      <p id="check-status" class="check-status" aria-live="polite" hidden></p>
      <div>
        <div class="actions">
          <button id="save" class="primary" type="submit">Save</button>
          <button id="download" type="button">Download…</button>
          <span id="unsaved" class="badge unsaved" hidden>Unsaved changes</span>
        </div>
        <p id="save-status" class="feedback" role="status" aria-live="polite"></p>
      </div>
    </aside>
  </div>
</form>
${codeAnalyticsHtml()}`
  return sitePage({
    title: `Edit QR code ${shortId}`,
    body,
    script: 'edit-page.js',
    mainAttributes: ` data-short-id="${id}" data-api-base="${escapeHtml(apiBase)}"`,
  })
}
