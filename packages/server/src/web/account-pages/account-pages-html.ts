import { SCOPE_LABELS, SCOPES, SORT_FIELD_LABELS, SORT_FIELDS, SORT_ORDER_LABELS, SORT_ORDERS } from '@dynqr/contract'
import { escapeHtml } from '../html-page.js'

/** The account holder's pages: `/keys` (key management) and `/dashboard` (the account's codes). */
export type AccountPage = 'keys' | 'dashboard'

const TITLES: Record<AccountPage, string> = { keys: 'API keys', dashboard: 'QR codes' }

function nav(current: AccountPage): string {
  const link = (page: AccountPage, label: string) =>
    `<a href="/${page}"${page === current ? ' aria-current="page"' : ''}>${label}</a>`
  return `<nav aria-label="Account">${link('dashboard', 'QR codes')} ${link('keys', 'API keys')}</nav>`
}

/** The sign-in form both pages share: the key is kept in this tab's sessionStorage only. */
function signIn(needs: string): string {
  return `<form id="sign-in" aria-labelledby="sign-in-title">
    <h2 id="sign-in-title">Sign in with an API key</h2>
    <label for="api-key">API key</label>
    <input id="api-key" name="api-key" type="password" autocomplete="off" required placeholder="dqr_…" aria-describedby="key-hint">
    <p id="key-hint" class="hint">${needs} Kept in this tab's session storage only, and sent only to this service's API.</p>
    <button class="primary" type="submit">Sign in</button>
  </form>`
}

function keysBody(): string {
  const scopes = SCOPES.map(
    (scope) =>
      `<label class="check"><input type="checkbox" name="scope" value="${escapeHtml(scope)}"${
        scope === 'qrcodes:write' ? ' checked' : ''
      }> <code>${escapeHtml(scope)}</code> — ${escapeHtml(SCOPE_LABELS[scope])}</label>`,
  ).join('\n        ')
  return `${signIn('It must hold the <code>keys:manage</code> scope (the first key of an account does).')}
  <div id="signed-in" hidden>
    <p class="meta">Signed in with the key <code id="current-key">…</code>. <button id="sign-out" type="button">Sign out</button></p>
    <form id="create-key" aria-labelledby="create-title">
      <h2 id="create-title">Create a key</h2>
      <label for="key-name">Name</label>
      <input id="key-name" name="name" type="text" required maxlength="100" placeholder="What the key is for" autocomplete="off">
      <fieldset>
        <legend>Scopes</legend>
        ${scopes}
      </fieldset>
      <label for="key-expiry">Expires on (optional)</label>
      <input id="key-expiry" name="expiresAt" type="date" aria-describedby="expiry-hint">
      <p id="expiry-hint" class="hint">The key stops working at the start of that day (UTC). Leave empty for a key that does not expire.</p>
      <button class="primary" type="submit">Create key</button>
    </form>
    <section id="new-key" hidden aria-labelledby="new-key-title" class="callout">
      <h2 id="new-key-title">Your new key</h2>
      <p><strong>Copy it now: you will not see this key again.</strong> Only a hash of it is stored.</p>
      <label for="new-key-value">New API key</label>
      <input id="new-key-value" type="text" readonly>
      <button id="copy-key" type="button">Copy key</button>
      <button id="new-key-done" type="button">I have copied it</button>
    </section>
    <section aria-labelledby="keys-title">
      <h2 id="keys-title">Keys of this account</h2>
      <button id="refresh-keys" type="button">Refresh</button>
      <div class="table-wrap">
        <table id="keys-table">
          <caption class="hint">Newest first. Last use is recorded at most once a minute.</caption>
          <thead><tr><th scope="col">Name</th><th scope="col">Key</th><th scope="col">Scopes</th><th scope="col">Created</th><th scope="col">Last used</th><th scope="col">Expires</th><th scope="col">Status</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr></thead>
          <tbody></tbody>
        </table>
      </div>
    </section>
  </div>
  <dialog id="confirm-revoke" aria-labelledby="confirm-title" aria-describedby="confirm-text">
    <form method="dialog">
      <h2 id="confirm-title">Revoke this key?</h2>
      <p id="confirm-text"></p>
      <button value="cancel" type="submit" autofocus>Cancel</button>
      <button value="revoke" type="submit" class="danger">Revoke key</button>
    </form>
  </dialog>`
}

function dashboardBody(): string {
  const options = (values: readonly string[], labels: Readonly<Record<string, string>>) =>
    values.map((value) => `<option value="${value}">${escapeHtml(labels[value] ?? value)}</option>`).join('')
  // Newest first by default: the contract's default order is desc.
  const sorts = options(SORT_FIELDS, SORT_FIELD_LABELS)
  const orders = options([...SORT_ORDERS].reverse(), SORT_ORDER_LABELS)
  return `${signIn('A key with <code>qrcodes:read</code> lists codes; creating one needs <code>qrcodes:write</code>.')}
  <div id="signed-in" hidden>
    <p class="meta">Signed in with the key <code id="current-key">…</code>. <button id="sign-out" type="button">Sign out</button></p>
    <form id="create-code" aria-labelledby="create-title">
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
          <input id="custom-id" name="customShortId" type="text" minlength="3" maxlength="64" pattern="[A-Za-z0-9_\\-]+" autocomplete="off">
        </div>
      </div>
      <button class="primary" type="submit">Create</button>
    </form>
    <section aria-labelledby="codes-title">
      <h2 id="codes-title">QR codes of this account</h2>
      <form id="filters" class="row" role="search" aria-label="Find QR codes">
        <div>
          <label for="search">Search</label>
          <input id="search" name="q" type="search" maxlength="200" placeholder="Part of a title, target URL or short id">
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
      <div class="table-wrap">
        <table id="codes-table">
          <caption id="codes-summary" class="hint"></caption>
          <thead><tr><th scope="col">Short link</th><th scope="col">Title</th><th scope="col">Target</th><th scope="col">Views</th><th scope="col">Created</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr></thead>
          <tbody></tbody>
        </table>
      </div>
      <nav class="pager" aria-label="Pages">
        <button id="previous-page" type="button">Previous page</button>
        <button id="next-page" type="button">Next page</button>
      </nav>
    </section>
    <section id="scans" hidden aria-labelledby="scans-title">
      <h2 id="scans-title">Scans</h2>
      <div id="scan-chart"></div>
      <p id="scans-summary" class="hint"></p>
    </section>
  </div>`
}

/** The markup of an account page; the script does the rest through the API with the signed-in key. */
export function accountPageHtml(page: AccountPage, apiBase: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${TITLES[page]} · dynqr</title>
<link rel="stylesheet" href="/assets/edit-page.css">
<link rel="stylesheet" href="/assets/account-pages.css">
<script type="module" src="/assets/${page}-page.js"></script>
</head>
<body>
<header>${nav(page)}</header>
<main data-api-base="${escapeHtml(apiBase)}">
  <h1>${TITLES[page]}</h1>
  ${page === 'keys' ? keysBody() : dashboardBody()}
  <p id="status" role="status" aria-live="polite"></p>
</main>
</body>
</html>
`
}
