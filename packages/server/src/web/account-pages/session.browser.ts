/**
 * What the account pages share in the browser: the sign-in with an API key kept in this tab's
 * sessionStorage only (the same entry as the edit page's, so one sign-in serves all three),
 * sign-out, the status line and errors in words. Text from the API is only ever set as
 * textContent or attribute values, never parsed as HTML.
 */
import { Dynqr, DynqrApiError, ForbiddenError, UnauthorizedError } from '@dynqr/sdk'

const KEY_STORAGE = 'dynqr.apiKey'

export const $ = <T extends HTMLElement>(selector: string): T => {
  const element = document.querySelector<T>(selector)
  if (!element) throw new Error(`missing ${selector}`)
  return element
}

const status = $<HTMLElement>('#status')

export function say(message: string, kind: 'info' | 'error' | 'success' = 'info'): void {
  status.textContent = message
  status.dataset.kind = kind
  status.setAttribute('role', kind === 'error' ? 'alert' : 'status')
}

export function explain(error: unknown): string {
  if (error instanceof DynqrApiError) {
    const details = error.details.map((d) => d.message).filter((m) => m !== error.message)
    return [error.message, ...details].join(' — ')
  }
  return error instanceof Error ? error.message : String(error)
}

/** A time from the API as people read it, in their own time zone; `–` for none. */
export function when(iso: string | null): string {
  if (iso === null) return '–'
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
}

/** A table cell with text. */
export function cell(row: HTMLTableRowElement, text: string, title?: string): HTMLTableCellElement {
  const td = row.insertCell()
  td.textContent = text
  if (title) td.title = title
  return td
}

export interface Session {
  /** The page's API calls, with the signed-in key. */
  client: () => Dynqr
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

  const signOut = (message: string) => {
    sessionStorage.removeItem(KEY_STORAGE)
    client = undefined
    signedIn.hidden = true
    form.hidden = false
    input.value = ''
    say(message)
    input.focus()
  }

  const open = async (key: string) => {
    const candidate = new Dynqr({ apiKey: key, baseUrl: apiBase, maxRetries: 1 })
    say('Signing in…')
    try {
      await load(candidate)
      client = candidate
      sessionStorage.setItem(KEY_STORAGE, key)
      $<HTMLElement>('#current-key').textContent = `${key.slice(0, 12)}…`
      form.hidden = true
      signedIn.hidden = false
      say('Signed in.', 'success')
    } catch (error) {
      if (error instanceof UnauthorizedError) sessionStorage.removeItem(KEY_STORAGE)
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
  }
}

/** Runs an action for a signed-in page; an answer of 401 (key revoked meanwhile) signs out. */
export async function attempt(action: () => Promise<void>): Promise<void> {
  try {
    await action()
  } catch (error) {
    say(
      error instanceof UnauthorizedError
        ? 'This key is no longer valid (revoked or expired). Sign out and sign in with another key.'
        : explain(error),
      'error',
    )
  }
}
