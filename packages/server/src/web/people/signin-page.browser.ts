/**
 * The sign-in page's script (bundled to /assets/signin-page.js): POST /session with email and
 * password, then on to `next` (a page of this site; the dashboard by default). Refusals in words:
 * a wrong email or password, too many failures (wait N seconds), an OpenID Connect sign-in that
 * came back with `?error=`.
 * @markup ./signin-html.ts
 */
import { $, byId } from '../shared/dom.browser.js'
import { explain, say, usePageStatus } from '../shared/feedback.browser.js'
import { ApiProblem, call, safeNext } from './api.browser.js'

/** What the OpenID Connect callback's `?error=` codes mean. */
const OIDC_ERRORS: Record<string, string> = {
  not_invited:
    'Your single sign-on account is not invited to dynqr. Ask an admin of your team for an invitation, then sign in again.',
  unavailable:
    'The single sign-on provider could not be reached. Try again in a moment, or sign in with your password.',
  expired: 'The single sign-on took too long or was not begun here. Start it again.',
  denied: 'Single sign-on was declined at the provider. Start it again to sign in.',
  failed: "The single sign-on provider's answer did not hold up. Try again, or sign in with your password.",
  not_configured: 'Single sign-on is not set up on this server. Sign in with your email and password.',
}

const main = $<HTMLElement>('main', document)
const apiBase = main.dataset.apiBase ?? '/api/v1'
const status = byId(main, 'status')
usePageStatus(status)
const form = byId<HTMLFormElement>(main, 'sign-in')
const email = byId<HTMLInputElement>(main, 'email')
const password = byId<HTMLInputElement>(main, 'password')
const query = new URLSearchParams(location.search)
const next = safeNext(query.get('next'))

if (main.dataset.oidcName) {
  byId<HTMLAnchorElement>(main, 'oidc-link').href = `/auth/oidc/start?next=${encodeURIComponent(next)}`
}

/** Words for a refused sign-in. */
function refusal(error: unknown): string {
  if (error instanceof ApiProblem && error.status === 401) return 'Wrong email or password. Check both and try again.'
  if (error instanceof ApiProblem && error.status === 429) {
    const wait = error.retryAfter ?? 60
    return `Too many failed sign-ins. Wait ${wait} second${wait === 1 ? '' : 's'} and try again.`
  }
  return explain(error)
}

const error = query.get('error')
if (error)
  say(
    OIDC_ERRORS[error] ?? `Single sign-on did not work (${error}). Try again, or sign in with your password.`,
    'error',
  )
else if (query.get('signed_out') === 'everywhere') say('Signed out on every device.', 'success')
else if (query.get('signed_out')) say('Signed out.', 'success')

form.addEventListener('submit', async (event) => {
  event.preventDefault()
  if (!form.reportValidity()) return
  say('Signing in…')
  try {
    await call(apiBase, 'POST', '/session', { email: email.value.trim(), password: password.value })
    location.assign(next)
  } catch (problem) {
    password.value = ''
    say(refusal(problem), 'error')
    password.focus()
  }
})

email.focus()
