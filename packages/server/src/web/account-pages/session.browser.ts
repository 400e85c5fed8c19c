/**
 * What the signed-in pages share in the browser: the person's session (the site's HttpOnly
 * cookie, sent by fetch on this origin; the pages never ask for a key), who they are (GET /me),
 * the account shell (../people/account-bar.browser.ts) and errors in words. A 401 from any call
 * sends the person to /signin?next=<this page>. Text from the API is only ever set as textContent
 * or attribute values, never parsed as HTML. Its markup (the page's status and the signed-in
 * part) is account-pages-html.ts's shell.
 * @markup ./account-pages-html.ts
 */
import { Dynqr } from '@dynqr/sdk'
import { mountAccountBar } from '../people/account-bar.browser.js'
import { call, goSignIn, isSignedOut, type Me } from '../people/api.browser.js'
import { $, byId } from '../shared/dom.browser.js'
import { explain, type FeedbackKind, say, usePageStatus } from '../shared/feedback.browser.js'
import { when } from '../shared/time.browser.js'

export { $, byId, explain, say, when }
export type { Me }

/** A table cell with text; `title` shows the full value on hover. */
export function cell(row: HTMLTableRowElement, text: string, title?: string, label?: string): HTMLTableCellElement {
  const td = row.insertCell()
  td.textContent = text
  if (title) td.title = title
  if (label) td.dataset.label = label
  return td
}

export interface Session {
  /** The page's API calls, with the session cookie. */
  client: () => Dynqr
  /** Who is signed in, on which account, with which role and scopes. */
  me: () => Me
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

/** The client of the signed-in pages: the session cookie, no key. */
export const sessionClient = (apiBase: string): Dynqr =>
  new Dynqr({ sessionCookie: true, baseUrl: apiBase, maxRetries: 1 })

/**
 * Who is signed in (GET /me), or `undefined` after sending a signed-out person to the sign-in
 * page; any other failure is said in `status`.
 */
export async function whoIsSignedIn(apiBase: string, status: HTMLElement): Promise<Me | undefined> {
  try {
    return await call<Me>(apiBase, 'GET', '/me')
  } catch (error) {
    if (isSignedOut(error)) goSignIn()
    else say(explain(error), 'error', status)
    return undefined
  }
}

/**
 * Opens the page for the signed-in person: the account shell above the page's part, then `load`,
 * the page's first call. A signed-out person is sent to the sign-in page.
 */
export function startSession({ main, signedIn }: Shell, load: (client: Dynqr, me: Me) => Promise<void>): Session {
  const apiBase = main.dataset.apiBase ?? '/api/v1'
  const status = byId(main, 'status')
  usePageStatus(status)
  const client = sessionClient(apiBase)
  let me: Me | undefined

  void (async () => {
    say('Loading…')
    me = await whoIsSignedIn(apiBase, status)
    if (!me) return
    main.prepend(mountAccountBar(apiBase, me).root)
    try {
      await load(client, me)
      signedIn.hidden = false
      say('')
    } catch (error) {
      if (isSignedOut(error)) goSignIn()
      else say(explain(error), 'error')
    }
  })()

  return {
    client: () => client,
    me: () => {
      if (!me) throw new Error('Not signed in')
      return me
    },
  }
}

/**
 * Runs an action for a signed-in page, its errors said next to `where`; an answer of 401 (the
 * session ended meanwhile: signed out elsewhere, removed from the account) leads to the sign-in page.
 */
export async function attempt(action: () => Promise<void>, where?: HTMLElement): Promise<void> {
  try {
    await action()
  } catch (error) {
    if (isSignedOut(error)) {
      goSignIn()
      return
    }
    const kind: FeedbackKind = 'error'
    say(explain(error), kind, where)
  }
}
