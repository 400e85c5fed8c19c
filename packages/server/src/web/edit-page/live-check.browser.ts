/**
 * The edit page's live check (issue #45): as the form changes, the options are sent (debounced)
 * to the same checks Save runs (`drawDraft`, an SVG) and a refusal is said in words under the
 * preview before anything is saved; the preview is marked as one that would not scan. A part: it
 * is given its status element, the figure to mark and the way to draw; the page calls `schedule`.
 */
import { DynqrApiError } from '@dynqr/sdk'

export interface LiveCheck {
  /** Checks the form again after a pause in typing; an earlier check still running is dropped. */
  schedule(): void
  /** Forgets the refusal shown (a code shown afresh). */
  clear(): void
}

/** The pause after the last change before the options are checked. */
const PAUSE_MS = 400
/** A check that could not be made (not a refusal) is tried again this often, this many times. */
const RETRY_MS = 1500
const RETRIES = 5

export function mountLiveCheck(options: {
  status: HTMLElement
  figure: HTMLElement
  /** Draws the form's options; throws the refusal. */
  draw(signal: AbortSignal): Promise<unknown>
  /** The refusal in the page's words. */
  words(error: DynqrApiError): string
}): LiveCheck {
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: AbortController | undefined
  const show = (text: string) => {
    options.status.textContent = text
    options.status.hidden = text === ''
    options.figure.classList.toggle('unscannable', text !== '')
  }
  const run = async (retries = RETRIES) => {
    running?.abort()
    const mine = new AbortController()
    running = mine
    try {
      await options.draw(mine.signal)
      if (running === mine) show('')
    } catch (error) {
      if (running !== mine || mine.signal.aborted) return
      // Only a refusal of the options is said; a busy server (429) or a lost connection is not
      // the form's fault: the check is tried again a little later, the last verdict kept meanwhile.
      if (error instanceof DynqrApiError && (error.status === 400 || error.status === 422)) show(options.words(error))
      else if (retries > 0) timer = setTimeout(() => void run(retries - 1), RETRY_MS)
    }
  }
  return {
    schedule() {
      clearTimeout(timer)
      timer = setTimeout(() => void run(), PAUSE_MS)
    },
    clear() {
      clearTimeout(timer)
      running?.abort()
      show('')
    },
  }
}
