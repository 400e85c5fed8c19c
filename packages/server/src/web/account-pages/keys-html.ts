import { SCOPE_LABELS, SCOPES } from '@dynqr/contract'
import { escapeHtml } from '../html-page.js'

/** The keys page's own part (keys-page.browser.ts fills it): create a key, the new key shown once, the list. */
export function keysBody(): string {
  // Read and write are pre-checked: write includes read, which the script shows by ticking and locking it.
  const scopes = SCOPES.map(
    (scope) =>
      `<label class="check"><input type="checkbox" name="scope" value="${escapeHtml(scope)}"${
        scope === 'qrcodes:write' || scope === 'qrcodes:read' ? ' checked' : ''
      }> <span><code>${escapeHtml(scope)}</code> — ${escapeHtml(SCOPE_LABELS[scope])}</span></label>`,
  ).join('\n        ')
  return `<p id="keys-denied" class="callout info" hidden>Only admins and owners of this account manage its API keys. Ask one of them for a key, or for the admin role.</p>
    <form id="create-key" class="card" aria-labelledby="create-title">
      <h2 id="create-title">Create a key</h2>
      <label for="key-name">Name</label>
      <input id="key-name" name="name" type="text" required maxlength="100" placeholder="What the key is for" autocomplete="off">
      <fieldset aria-describedby="scopes-hint">
        <legend>Scopes</legend>
        ${scopes}
        <p id="scopes-hint" class="hint">Writing codes includes reading them. Only a key for people who manage keys needs <code>keys:manage</code>. A key never holds more than your role allows, and stops working if you leave the account.</p>
      </fieldset>
      <label for="key-expiry">Expires on (optional)</label>
      <input id="key-expiry" name="expiresAt" type="date" aria-describedby="expiry-hint">
      <p id="expiry-hint" class="hint">The key stops working at 00:00 UTC on that day. Leave empty for a key that does not expire.</p>
      <div class="actions">
        <button class="primary" type="submit">Create key</button>
        <p id="create-key-status" class="feedback" role="status" aria-live="polite"></p>
      </div>
    </form>
    <section id="new-key" hidden aria-labelledby="new-key-title" class="card callout warn">
      <h2 id="new-key-title">Your new key</h2>
      <p><strong>Copy it now: you will not see this key again.</strong> Only a hash of it is stored.</p>
      <label for="new-key-value">New API key</label>
      <input id="new-key-value" class="key-value" type="text" readonly>
      <div class="actions">
        <button id="copy-key" type="button" class="primary">Copy key</button>
        <button id="new-key-done" type="button">I have copied it</button>
        <p id="new-key-status" class="feedback" role="status" aria-live="polite"></p>
      </div>
    </section>
    <section id="keys-list" class="card" aria-labelledby="keys-title">
      <div class="page-head">
        <h2 id="keys-title">Keys of this account</h2>
        <button id="refresh-keys" type="button" class="small">Refresh</button>
      </div>
      <p id="keys-status" class="feedback" role="status" aria-live="polite"></p>
      <div class="table-wrap">
        <table id="keys-table" class="stack">
          <caption class="hint">Newest first. Times in UTC. Last use is recorded at most once a minute.</caption>
          <thead><tr><th scope="col">Name</th><th scope="col">Key</th><th scope="col">Scopes</th><th scope="col">Created</th><th scope="col">Last used</th><th scope="col">Expires</th><th scope="col">Status</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr></thead>
          <tbody></tbody>
        </table>
      </div>
    </section>`
}
