import { escapeHtml } from './html-page.js'

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

/** The edit page's markup; values reach the script through escaped data attributes only. */
export function editPageHtml(shortId: string, apiBase: string): string {
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
        <label for="target-url">Target URL</label>
        <input id="target-url" name="targetUrl" type="url" required maxlength="2048" inputmode="url">
        <div class="row">
          <div>
            <label for="dot-type">Dot style</label>
            <select id="dot-type" name="dotType">
              <option value="square">Square</option>
              <option value="dots">Dots</option>
              <option value="rounded">Rounded</option>
              <option value="extra-rounded">Extra rounded</option>
              <option value="classy">Classy</option>
              <option value="classy-rounded">Classy rounded</option>
            </select>
          </div>
          <div>
            <label for="error-correction">Error correction</label>
            <select id="error-correction" name="errorCorrection">
              <option value="L">L (7 %)</option>
              <option value="M">M (15 %)</option>
              <option value="Q">Q (25 %)</option>
              <option value="H">H (30 %)</option>
            </select>
          </div>
        </div>
        <div class="row">
          <div>
            <label for="corner-type">Corner style</label>
            <select id="corner-type" name="cornerType">
              <option value="square">Square</option>
              <option value="extra-rounded">Extra rounded</option>
            </select>
          </div>
          <div>
            <label for="corner-dot-type">Corner dot</label>
            <select id="corner-dot-type" name="cornerDotType">
              <option value="square">Square</option>
              <option value="dot">Dot</option>
            </select>
          </div>
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
  <p id="status" role="status" aria-live="polite"></p>
</main>
</body>
</html>
`
}
