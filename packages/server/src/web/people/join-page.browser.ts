/**
 * The join page's script (bundled to /assets/join-page.js): the token of an invitation or setup
 * link (`/join#<token>`) → POST /invitations/accept, which signs in; then the dashboard. A new
 * person gives their name, email and a password of 12 characters or more; a person with a
 * sign-in already ticks "I already have a dynqr sign-in" and gives their own password, or, when
 * signed in here, accepts in one click.
 * @markup ./join-html.ts
 */
import { $, byId } from '../shared/dom.browser.js'
import { explain, say, usePageStatus } from '../shared/feedback.browser.js'
import { ApiProblem, call, type Me } from './api.browser.js'
import { DEAD_LINK, passwordProblem, takeLinkToken } from './link-token.browser.js'

const main = $<HTMLElement>('main', document)
const apiBase = main.dataset.apiBase ?? '/api/v1'
usePageStatus(byId(main, 'status'))
const form = byId<HTMLFormElement>(main, 'join')
const existing = byId<HTMLInputElement>(main, 'join-existing')
const name = byId<HTMLInputElement>(main, 'join-name')
const email = byId<HTMLInputElement>(main, 'join-email')
const password = byId<HTMLInputElement>(main, 'join-password')
let token = takeLinkToken()

/** Words for a refused link. */
function refusal(error: unknown): string {
  if (error instanceof ApiProblem && error.status === 404) return DEAD_LINK
  if (error instanceof ApiProblem && error.status === 401)
    return 'Wrong password for this email. Give the password of your dynqr sign-in, or untick “I already have a dynqr sign-in”.'
  if (error instanceof ApiProblem && error.status === 429)
    return `Too many failed attempts. Wait ${error.retryAfter ?? 60} seconds and try again.`
  return explain(error)
}

async function accept(body: Record<string, string>) {
  say('Joining…')
  try {
    await call(apiBase, 'POST', '/invitations/accept', { token, ...body })
    location.assign('/dashboard')
  } catch (error) {
    say(refusal(error), 'error')
  }
}

/** A new person chooses a name and password; one with a sign-in gives their own. */
function showExisting() {
  const yes = existing.checked
  byId(main, 'join-name-field').hidden = yes
  name.required = !yes
  password.autocomplete = yes ? 'current-password' : 'new-password'
  byId(main, 'join-password-hint').hidden = yes
  byId(main, 'join-submit').textContent = yes ? 'Join and sign in' : 'Create and sign in'
  byId(main, 'join-title').textContent = yes ? 'Sign in to accept' : 'Create your sign-in'
}
existing.addEventListener('change', showExisting)

form.addEventListener('submit', (event) => {
  event.preventDefault()
  if (!existing.checked && name.value.trim() === '') {
    say('Give your name: your team sees it beside your changes.', 'error')
    return name.focus()
  }
  if (!email.checkValidity() || email.value.trim() === '') {
    say('Give your email address: you sign in with it.', 'error')
    return email.focus()
  }
  const problem = existing.checked ? undefined : passwordProblem(password.value)
  if (problem) {
    say(problem, 'error')
    return password.focus()
  }
  void accept({
    email: email.value.trim(),
    password: password.value,
    ...(!existing.checked && { name: name.value.trim() }),
  })
})

byId(main, 'join-accept').addEventListener('click', () => void accept({}))

async function start() {
  if (token === '') {
    say(DEAD_LINK, 'error')
    return
  }
  // Signed in already: accept as that person, in one click.
  const me = await call<Me>(apiBase, 'GET', '/me').catch(() => undefined)
  if (me?.user) {
    byId(main, 'join-user').textContent = me.user.name || me.user.email
    byId(main, 'join-as-me').hidden = false
    return
  }
  form.hidden = false
  showExisting()
  name.focus()
}
void start()
// Another link opened in this tab changes only the fragment: take its token.
window.addEventListener('hashchange', () => {
  const next = takeLinkToken()
  if (next === '') return
  token = next
  say('')
  void start()
})
