import { escapeHtml, sitePage } from '../html-page.js'
import { dashboardBody, loopbackWarning } from './dashboard-html.js'
import { keysBody } from './keys-html.js'

/**
 * The account holder's pages: `/keys` (key management) and `/dashboard` (the account's codes). This
 * file is their shell, the part session.browser.ts owns (status, sign-in, who is signed in); each
 * page's own part is its body (keys-html.ts, dashboard-html.ts), filled by that page's script.
 */
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
