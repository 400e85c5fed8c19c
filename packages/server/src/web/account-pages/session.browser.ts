/**
 * What the account pages share in the browser: the sign-in with an API key kept in this tab's
 * sessionStorage only (the same entry as the edit page's, so one sign-in serves all three),
 * sign-out, and errors in words. Text from the API is only ever set as textContent or attribute
 * values, never parsed as HTML. Its markup (the page's status, the sign-in form and who is
 * signed in) is account-pages-html.ts's shell.
 * @markup ./account-pages-html.ts
 */
import { Dynqr, ForbiddenError, UnauthorizedError } from '@dynqr/sdk'
import { $, byId } from '../shared/dom.browser.js'
import { explain, type FeedbackKind, say, usePageStatus } from '../shared/feedback.browser.js'
import { when } from '../shared/time.browser.js'

export { $, byId, explain, say, when }

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

/** The page's shell: `main`, and its signed-in part (hidden until signed in), where the page's own parts live. */
export interface Shell {
  main: HTMLElement
  signedIn: HTMLElement
}

export function accountShell(): Shell {
  const main = $<HTMLElement>('main', document)
  return { main, signedIn: byId(main, 'signed-in') }
}

/** Words for a refused sign-in. */
function refusal(error: unknown): string {
  return error instanceof UnauthorizedError
    ? 'This key is not valid: it may be mistyped, revoked or expired.'
    : error instanceof ForbiddenError
      ? `${error.message}. Sign in with a key that holds it.`
      : explain(error)
}

/** The form signs in, the button signs out; a key kept for this tab signs in at once. */
function wireSignIn(main: HTMLElement, open: (key: string) => Promise<void>, signOut: (message: string) => void) {
  const input = byId<HTMLInputElement>(main, 'api-key')
  byId<HTMLFormElement>(main, 'sign-in').addEventListener('submit', (event) => {
    event.preventDefault()
    void open(input.value.trim())
  })
  byId<HTMLButtonElement>(main, 'sign-out').addEventListener('click', () =>
    signOut('Signed out. The key is forgotten on this tab.'),
  )
  const saved = sessionStorage.getItem(KEY_STORAGE)
  if (saved) void open(saved)
  else input.focus()
}

/**
 * Wires the sign-in form: `load` is the page's first call with the key; it proves the key works
 * for this page (a 403 says which scope is missing). On success the key is kept for the tab.
 */
export function startSession({ main, signedIn }: Shell, load: (client: Dynqr) => Promise<void>): Session {
  const apiBase = main.dataset.apiBase ?? '/api/v1'
  usePageStatus(byId(main, 'status'))
  const form = byId<HTMLFormElement>(main, 'sign-in')
  const input = byId<HTMLInputElement>(main, 'api-key')
  let client: Dynqr | undefined
  let key = ''

  const showSignedIn = (yes: boolean) => {
    signedIn.hidden = !yes
    form.hidden = yes
  }
  const signOut = (message: string) => {
    sessionStorage.removeItem(KEY_STORAGE)
    client = undefined
    key = ''
    showSignedIn(false)
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
      byId(main, 'current-key').textContent = `${candidateKey.slice(0, 12)}…`
      showSignedIn(true)
      say('')
    } catch (error) {
      if (error instanceof UnauthorizedError) sessionStorage.removeItem(KEY_STORAGE)
      key = ''
      showSignedIn(false)
      say(refusal(error), 'error')
    }
  }

  wireSignIn(main, open, signOut)

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
export async function attempt(action: () => Promise<void>, where?: HTMLElement): Promise<void> {
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
