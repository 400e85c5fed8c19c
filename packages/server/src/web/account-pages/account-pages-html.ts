import { SCOPE_LABELS, SCOPES } from '@dynqr/contract'
import { escapeHtml, sitePage } from '../html-page.js'
import { dashboardBody, loopbackWarning } from './dashboard-html.js'

/** The account holder's pages: `/keys` (key management) and `/dashboard` (the account's codes). */
export type AccountPage = 'keys' | 'dashboard'

const TITLES: Record<AccountPage, string> = { keys: 'API keys', dashboard: 'QR codes' }

/** The sign-in form both pages share: the key is kept in this tab's sessionStorage only. */
function signIn(needs: string): string {
  return `<form id="sign-in" class="card" aria-labelledby="sign-in-title">
    <h2 id="sign-in-title">Sign in with an API key</h2>
    <label for="api-key">API key</label>
    <input id="api-key" name="api-key" type="password" autocomplete="off" required placeholder="dqr_…" aria-describedby="key-hint">
    <p id="key-hint" class="hint">${needs} Kept in this tab's session storage only, and sent only to this service's API.</p>
    <div class="actions"><button class="primary" type="submit">Sign in</button></div>
  </form>`
}

/** Who is signed in, and the way out. */
function signedInAs(): string {
  return `<p class="meta">Signed in with the key <code id="current-key">…</code> <button id="sign-out" type="button" class="small">Sign out</button></p>`
}

function keysBody(): string {
  // Read and write are pre-checked: write includes read, which the script shows by ticking and locking it.
  const scopes = SCOPES.map(
    (scope) =>
      `<label class="check"><input type="checkbox" name="scope" value="${escapeHtml(scope)}"${
        scope === 'qrcodes:write' || scope === 'qrcodes:read' ? ' checked' : ''
      }> <span><code>${escapeHtml(scope)}</code> — ${escapeHtml(SCOPE_LABELS[scope])}</span></label>`,
  ).join('\n        ')
  return `<form id="create-key" class="card" aria-labelledby="create-title">
      <h2 id="create-title">Create a key</h2>
      <label for="key-name">Name</label>
      <input id="key-name" name="name" type="text" required maxlength="100" placeholder="What the key is for" autocomplete="off">
      <fieldset aria-describedby="scopes-hint">
        <legend>Scopes</legend>
        ${scopes}
        <p id="scopes-hint" class="hint">Writing codes includes reading them. Only a key for people who manage keys needs <code>keys:manage</code>.</p>
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
    <section class="card" aria-labelledby="keys-title">
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

export interface AccountPageOptions {
  /** `{site_url}` when it is a loopback address: the dashboard warns that phones cannot open its codes. */
  loopbackUrl?: string | undefined
}

/** The markup of an account page; the script does the rest through the API with the signed-in key. */
export function accountPageHtml(page: AccountPage, apiBase: string, options: AccountPageOptions = {}): string {
  const needs =
    page === 'keys'
      ? 'It must hold the <code>keys:manage</code> scope (the first key of an account does).'
      : 'A key with <code>qrcodes:read</code> lists codes; creating and changing them needs <code>qrcodes:write</code>.'
  const warning = page === 'dashboard' && options.loopbackUrl ? loopbackWarning(options.loopbackUrl) : ''
  const body = `<div class="page-head"><h1>${TITLES[page]}</h1></div>
  ${warning}
  <p id="status" class="feedback" role="status" aria-live="polite"></p>
  ${signIn(needs)}
  <div id="signed-in" hidden>
    ${signedInAs()}
    ${page === 'keys' ? keysBody() : dashboardBody()}
  </div>`
  return sitePage({
    title: TITLES[page],
    body,
    current: page,
    script: `${page}-page.js`,
    mainAttributes: ` data-api-base="${escapeHtml(apiBase)}"`,
  })
}
