import { DOMAIN_PICKER } from './domain-picker-markup.js'

/** The dashboard's create part (create-code.browser.ts fills it): the form, and the code just made. */
export function createCodeHtml(): string {
  return `<form id="create-code" class="card" aria-labelledby="create-title">
      <h2 id="create-title">Create a QR code</h2>
      <div class="row">
        <div>
          <label for="target-url">Target URL</label>
          <input id="target-url" name="targetUrl" type="url" required maxlength="2048" inputmode="url" placeholder="https://example.com/menu">
        </div>
        <div>
          <label for="new-title">Title (optional)</label>
          <input id="new-title" name="title" type="text" maxlength="200" autocomplete="off" placeholder="Menu — table tent 4">
        </div>
        <div>
          <label for="custom-id">Custom short id (optional)</label>
          <input id="custom-id" name="customShortId" type="text" minlength="3" maxlength="64" pattern="[A-Za-z0-9_\\-]+" autocomplete="off" aria-describedby="custom-id-hint">
          <p id="custom-id-hint" class="hint">Letters, digits, - and _; 3 to 64.</p>
        </div>
        ${DOMAIN_PICKER}
        <div>
          <label for="new-tags">Tags (optional)</label>
          <input id="new-tags" name="tags" type="text" maxlength="450" autocomplete="off" list="known-tags" placeholder="spring-2026, flyer" aria-describedby="new-tags-hint">
          <p id="new-tags-hint" class="hint">A campaign, a place, a print run: commas between, at most 10.</p>
          <ul id="new-tags-chips" class="tag-chips" aria-label="Tags of the new code"></ul>
        </div>
      </div>
      <div id="create-extras" data-slot="create-extras"></div>
      <div class="actions">
        <button class="primary" type="submit">Create</button>
        <p id="create-status" class="feedback" role="status" aria-live="polite"></p>
      </div>
    </form>
    <section id="created" class="card" hidden aria-labelledby="created-title">
      <div class="created">
        <img id="created-image" class="qr-image" alt="The new QR code">
        <div>
          <h2 id="created-title">Your new QR code</h2>
          <p><a id="created-link" class="short-link" href="#">…</a></p>
          <div class="actions">
            <button id="created-copy" type="button">Copy link</button>
            <button id="created-download" type="button">Download…</button>
            <a id="created-edit" class="button" href="#">Edit styling</a>
            <button id="created-done" type="button">Done</button>
          </div>
          <p id="created-status" class="feedback" role="status" aria-live="polite"></p>
        </div>
      </div>
    </section>`
}
