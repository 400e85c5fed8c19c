/**
 * What the account pages share in the browser: the sign-in with an API key kept in this tab's
 * sessionStorage only (the same entry as the edit page's, so one sign-in serves all three),
 * sign-out, and errors in words. Text from the API is only ever set as textContent or attribute
 * values, never parsed as HTML.
 */
import { Dynqr, ForbiddenError, UnauthorizedError } from '@dynqr/sdk'
import { $ } from '../shared/dom.browser.js'
import { explain, type FeedbackKind, say } from '../shared/feedback.browser.js'
import { when } from '../shared/time.browser.js'

export { $, explain, say, when }

const KEY_STORAGE = 'dynqr.apiKey'

/** A table cell with text; `title` shows the full value on hover. */
export function cell(row: HTMLTableRowElement, text: string, title?: string, label?: string): HTMLTableCellElement {
  const td = row.insertCell()
  td.textContent = text
  if (title) td.title = title
  if (label) td.dataset.label = label
  return td
}

export interface Session {
  /** The page's API calls, with the signed-in key. */
  client: () => Dynqr
  /** The key signed in with. */
  key: () => string
  /** Forgets the key and shows the sign-in form with `message`. */
  signOut: (message: string) => void
}

/**
 * Wires the sign-in form: `load` is the page's first call with the key; it proves the key works
 * for this page (a 403 says which scope is missing). On success the key is kept for the tab.
 */
export function startSession(load: (client: Dynqr) => Promise<void>): Session {
  const apiBase = $<HTMLElement>('main').dataset.apiBase ?? '/api/v1'
  const form = $<HTMLFormElement>('#sign-in')
  const input = $<HTMLInputElement>('#api-key')
  const signedIn = $<HTMLElement>('#signed-in')
  let client: Dynqr | undefined
  let key = ''

  const signOut = (message: string) => {
    sessionStorage.removeItem(KEY_STORAGE)
    client = undefined
    key = ''
    signedIn.hidden = true
    form.hidden = false
    input.value = ''
    say(message)
    input.focus()
  }

  const open = async (candidateKey: string) => {
    const candidate = new Dynqr({ apiKey: candidateKey, baseUrl: apiBase, maxRetries: 1 })
    say('Signing in…')
    // The page's first load may ask which key is signed in (the keys page marks it).
    key = candidateKey
    try {
      await load(candidate)
      client = candidate
      sessionStorage.setItem(KEY_STORAGE, candidateKey)
      $<HTMLElement>('#current-key').textContent = `${candidateKey.slice(0, 12)}…`
      form.hidden = true
      signedIn.hidden = false
      say('')
    } catch (error) {
      if (error instanceof UnauthorizedError) sessionStorage.removeItem(KEY_STORAGE)
      key = ''
      const words =
        error instanceof UnauthorizedError
          ? 'This key is not valid: it may be mistyped, revoked or expired.'
          : error instanceof ForbiddenError
            ? `${error.message}. Sign in with a key that holds it.`
            : explain(error)
      form.hidden = false
      signedIn.hidden = true
      say(words, 'error')
    }
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    void open(input.value.trim())
  })
  $<HTMLButtonElement>('#sign-out').addEventListener('click', () =>
    signOut('Signed out. The key is forgotten on this tab.'),
  )

  const saved = sessionStorage.getItem(KEY_STORAGE)
  if (saved) void open(saved)
  else input.focus()

  return {
    client: () => {
      if (!client) throw new Error('Not signed in')
      return client
    },
    key: () => key,
    signOut,
  }
}

/**
 * Runs an action for a signed-in page, its errors said next to `where`; an answer of 401 (the key
 * was revoked or expired meanwhile) says so.
 */
export async function attempt(action: () => Promise<void>, where?: string | HTMLElement): Promise<void> {
  try {
    await action()
  } catch (error) {
    const kind: FeedbackKind = 'error'
    say(
      error instanceof UnauthorizedError
        ? 'This key is no longer valid (revoked or expired). Sign out and sign in with another key.'
        : explain(error),
      kind,
      where,
    )
  }
}
