import { escapeHtml, sitePage } from '../html-page.js'

/**
 * The sign-in page (signin-page.browser.ts is its script): email and password, and "Sign in with
 * …" when OpenID Connect is configured (`oidcName`: OIDC_NAME or "single sign-on"; the script
 * adds `next` to its link). No API key is asked for anywhere.
 */
export function signInPageHtml(apiBase: string, oidcName?: string): string {
  const oidc = oidcName
    ? `<div class="or-line" role="presentation"><span>or</span></div>
  <p class="actions"><a id="oidc-link" class="button" href="/auth/oidc/start">Sign in with ${escapeHtml(oidcName)}</a></p>`
    : ''
  const body = `<div class="page-head"><h1>Sign in</h1></div>
<p id="status" class="feedback" role="status" aria-live="polite"></p>
<form id="sign-in" class="card" aria-labelledby="sign-in-title" novalidate>
  <h2 id="sign-in-title">Sign in to dynqr</h2>
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="username" required maxlength="320" spellcheck="false">
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required maxlength="1024">
  <div class="actions"><button class="primary" type="submit">Sign in</button></div>
  ${oidc}
</form>
<p class="hint">New here? An admin of your team invites you with a link. Forgot your password? An admin can run <code>dynqr users reset-password --email you@example.com</code> for a one-time link.</p>`
  return sitePage({
    title: 'Sign in',
    body,
    script: 'signin-page.js',
    mainClass: 'narrow',
    mainAttributes: ` data-api-base="${escapeHtml(apiBase)}"${oidcName ? ` data-oidc-name="${escapeHtml(oidcName)}"` : ''}`,
  })
}
