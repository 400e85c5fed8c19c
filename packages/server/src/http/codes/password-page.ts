import { escapeHtml } from '../../web/html-page.js'
import { publicPage } from '../../web/public-pages/public-page.js'

/**
 * The page a scanner of a code with a password gets (issue #43): a small form that posts the
 * password back to the short link's own address (query string included, so forwarding still
 * works), in the layout of the pages a scanner sees (web/public-pages: no admin header). No
 * script, and nothing of the code: not its target, not its title.
 */
export function passwordPage(message?: string): string {
  const alert = message ? `\n<p class="form-error" role="alert">${escapeHtml(message)}</p>` : ''
  return publicPage({
    title: 'Password required',
    body: `<h1>This QR code is protected</h1>
<p>Type the password you were given to open it.</p>${alert}
<form method="post">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="200" autofocus>
<button type="submit">Open</button>
</form>`,
  }).html
}

/** The form page's policy: its own stylesheet, and the form posting to the page's own address only. */
export const PASSWORD_PAGE_CSP =
  "default-src 'none'; style-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

/** What a wrong password (or a bot) is told. */
export const WRONG_PASSWORD = 'That password is not right. Try again.'
/** What too many wrong passwords are told. */
export const TOO_MANY_TRIES = 'Too many wrong passwords. Wait a few minutes, then try again.'
