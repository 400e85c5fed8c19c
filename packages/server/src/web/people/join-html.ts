import { escapeHtml, sitePage } from '../html-page.js'

/**
 * The page of a one-time invitation or setup link, `/join#<token>` (join-page.browser.ts is its
 * script): a new person chooses a name and a password (a setup link, which names no email, asks
 * for the email too); a person who already has an account gives their password, or accepts at
 * once when signed in.
 */
export function joinPageHtml(apiBase: string): string {
  const body = `<div class="page-head"><h1 id="join-heading">Join dynqr</h1></div>
<p id="status" class="feedback" role="status" aria-live="polite"></p>
<section id="join-as-me" class="card" aria-labelledby="join-as-me-title" hidden>
  <h2 id="join-as-me-title">Accept as <span id="join-user"></span></h2>
  <p>You are signed in. Accepting adds this account to the ones you can switch between.</p>
  <div class="actions"><button id="join-accept" type="button" class="primary">Accept the invitation</button></div>
</section>
<form id="join" class="card" aria-labelledby="join-title" novalidate hidden>
  <h2 id="join-title">Create your sign-in</h2>
  <label class="check"><input id="join-existing" name="existing" type="checkbox"> <span>I already have a dynqr sign-in</span></label>
  <div id="join-name-field">
    <label for="join-name">Your name</label>
    <input id="join-name" name="name" type="text" autocomplete="name" maxlength="100" required>
  </div>
  <div id="join-email-field">
    <label for="join-email">Email</label>
    <input id="join-email" name="email" type="email" autocomplete="username" maxlength="320" spellcheck="false" required aria-describedby="join-email-hint">
    <p id="join-email-hint" class="hint">The address you sign in with. For an invitation, the one it was sent to.</p>
  </div>
  <label for="join-password">Password</label>
  <input id="join-password" name="password" type="password" autocomplete="new-password" required minlength="12" maxlength="1024" aria-describedby="join-password-hint">
  <p id="join-password-hint" class="hint">At least 12 characters. A few unrelated words make a good one.</p>
  <div class="actions"><button id="join-submit" class="primary" type="submit">Create and sign in</button></div>
</form>`
  return sitePage({
    title: 'Join',
    body,
    script: 'join-page.js',
    mainClass: 'narrow',
    mainAttributes: ` data-api-base="${escapeHtml(apiBase)}"`,
  })
}
