/**
 * The edit page's unsaved-changes state (issue #45): the form's update (what Save would send) is
 * compared with the one it made when the code was last shown; when they differ the page says
 * "Unsaved changes" beside Save, the browser asks before the tab is closed or another address is
 * typed (`beforeunload`), and a link in the page asks first in a dialog ("Leave without saving?").
 * A part: it is given its indicator and the way to read the form, and finds links by event
 * delegation on the document, so the parts added later (cards of other helpers) need nothing.
 */
import { confirmAction } from '../shared/dialog.browser.js'

export interface UnsavedChanges {
  /** The form as shown now is the saved state (after a code is shown or saved). */
  saved(): void
  /** Compares the form with the saved state again; whether it differs. */
  check(): boolean
  /** Whether the form differs from the saved state (as last checked). */
  dirty(): boolean
}

/** `snapshot`: the form's update as text (undefined before a code is shown); `indicator` is shown while dirty. */
export function mountUnsavedChanges(snapshot: () => string | undefined, indicator: HTMLElement): UnsavedChanges {
  let base: string | undefined
  let dirty = false
  const check = () => {
    const now = snapshot()
    dirty = base !== undefined && now !== undefined && now !== base
    indicator.hidden = !dirty
    return dirty
  }
  window.addEventListener('beforeunload', (event) => {
    if (!check()) return
    event.preventDefault()
    // Older browsers show the prompt only when returnValue is set.
    event.returnValue = ''
  })
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return
    if (link.target === '_blank' || link.hasAttribute('download') || !check()) return
    const to = new URL(link.href, location.href)
    if (to.origin === location.origin && to.pathname === location.pathname) return
    event.preventDefault()
    void confirmAction({
      title: 'Leave without saving?',
      text: 'Your changes to this code are not saved: leaving drops them.',
      confirm: 'Leave without saving',
      cancel: 'Stay on this page',
      danger: true,
    }).then((leave) => {
      if (!leave) return
      base = undefined
      location.assign(to.href)
    })
  })
  return {
    saved() {
      base = snapshot()
      check()
    },
    check,
    dirty: () => dirty,
  }
}
