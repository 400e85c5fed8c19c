import { escapeHtml, sitePage } from '../html-page.js'

/** The new-password page of a one-time reset link, `/reset#<token>` (reset-page.browser.ts is its script). */
export function resetPageHtml(apiBase: string): string {
  const body = `<div class="page-head"><h1>Choose a new password</h1></div>
<p id="status" class="feedback" role="status" aria-live="polite"></p>
<form id="reset" class="card" aria-labelledby="reset-title" novalidate>
  <h2 id="reset-title">New password</h2>
  <label for="new-password">New password</label>
  <input id="new-password" name="password" type="password" autocomplete="new-password" required minlength="12" maxlength="1024" aria-describedby="new-password-hint">
  <p id="new-password-hint" class="hint">At least 12 characters. A few unrelated words make a good one.</p>
  <label for="repeat-password">The same password again</label>
  <input id="repeat-password" name="repeat" type="password" autocomplete="new-password" required minlength="12" maxlength="1024">
  <p class="hint">Saving signs you out on your other devices.</p>
  <div class="actions"><button class="primary" type="submit">Save and sign in</button></div>
</form>`
  return sitePage({
    title: 'Set a new password',
    body,
    script: 'reset-page.js',
    mainClass: 'narrow',
    mainAttributes: ` data-api-base="${escapeHtml(apiBase)}"`,
  })
}
