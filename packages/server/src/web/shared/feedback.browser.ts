/**
 * Feedback in words, next to the action that caused it: every page has a status region under its
 * heading (the page's script names it once, `usePageStatus`), and parts have their own `.feedback`
 * region beside their buttons, passed as `where`. Each is a live region (role status; alert for
 * errors), so screen readers hear it too. One message at a time: saying something clears the
 * other `.feedback` regions of the page.
 */
import { DynqrApiError } from '@dynqr/sdk'

export type FeedbackKind = 'info' | 'error' | 'success'

let pageStatus: HTMLElement | undefined

/** The region `say` speaks in when it is given no other: the page's own, under its heading. */
export function usePageStatus(region: HTMLElement): void {
  pageStatus = region
}

export function say(message: string, kind: FeedbackKind = 'info', where: HTMLElement | undefined = pageStatus): void {
  const target = where
  for (const region of document.querySelectorAll<HTMLElement>('.feedback')) {
    if (region !== target) region.textContent = ''
  }
  if (!target) return
  target.textContent = message
  target.dataset.kind = kind
  target.setAttribute('role', kind === 'error' ? 'alert' : 'status')
}

/** An error as a sentence: the API's message and the details that add to it. */
export function explain(error: unknown): string {
  if (error instanceof DynqrApiError) {
    const details = error.details.map((d) => d.message).filter((m) => m !== error.message)
    return [error.message, ...details].join(' — ')
  }
  return error instanceof Error ? error.message : String(error)
}

/** Copies text, saying so next to `where`; where the clipboard is refused, says how to copy by hand. */
export async function copyText(text: string, what: string, where?: HTMLElement): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    say(`${what} copied to the clipboard.`, 'success', where)
    return true
  } catch {
    say('Copying is not allowed here: select the text and copy it with Ctrl+C or ⌘C.', 'error', where)
    return false
  }
}
