/**
 * The new-password page's script (bundled to /assets/reset-page.js): the token of the link
 * (`/reset#<token>`) and a new password → POST /password-resets/accept, which signs in here and
 * out everywhere else; then the dashboard.
 * @markup ./reset-html.ts
 */
import { $, byId } from '../shared/dom.browser.js'
import { explain, say, usePageStatus } from '../shared/feedback.browser.js'
import { ApiProblem, call } from './api.browser.js'
import { DEAD_LINK, passwordProblem, takeLinkToken } from './link-token.browser.js'

const main = $<HTMLElement>('main', document)
const apiBase = main.dataset.apiBase ?? '/api/v1'
usePageStatus(byId(main, 'status'))
const form = byId<HTMLFormElement>(main, 'reset')
const password = byId<HTMLInputElement>(main, 'new-password')
const repeat = byId<HTMLInputElement>(main, 'repeat-password')
const token = takeLinkToken()

if (token === '') {
  form.hidden = true
  say(DEAD_LINK, 'error')
} else password.focus()

form.addEventListener('submit', async (event) => {
  event.preventDefault()
  const problem = passwordProblem(password.value, repeat.value)
  if (problem) {
    say(problem, 'error')
    password.focus()
    return
  }
  say('Saving…')
  try {
    await call(apiBase, 'POST', '/password-resets/accept', { token, password: password.value })
    location.assign('/dashboard')
  } catch (error) {
    say(error instanceof ApiProblem && error.status === 404 ? DEAD_LINK : explain(error), 'error')
  }
})
