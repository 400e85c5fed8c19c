/**
 * Live scans on the dashboard (issue #44): the account's event stream (`GET /events`, with the
 * session cookie, through the browser's own EventSource, which reconnects with `Last-Event-ID`
 * by itself) makes the views of a code on the page tick up as `qrcode.scanned` events arrive,
 * and a badge says whether the page is live. Its own part: it makes its badge; the list's rows it
 * reads by their contract (`tr[data-short-id]` with a `td.views` cell, code-list.browser.ts).
 */
import { el } from '../shared/dom.browser.js'

/** How long a cell that just ticked up stays marked. */
const TICK_MS = 1_500

interface ScannedEvent {
  data: { shortId: string; views: number }
}

/** The live part: its badge (to place), and `stop` to close the stream. */
export interface LiveScans {
  root: HTMLElement
  stop(): void
}

/** Opens the stream under `apiBase` and ticks `table`'s views up as scans are reported. */
export function mountLiveScans(apiBase: string, table: HTMLTableElement): LiveScans {
  const label = el('span', {}, 'Connecting…')
  const root = el('span', { class: 'badge live-scans', 'data-status': 'connecting', role: 'status' }, label)
  const show = (status: 'live' | 'reconnecting', words: string) => {
    root.dataset.status = status
    label.textContent = words
    root.title = status === 'live' ? 'Views tick up here as codes are scanned' : 'Trying to reach the server again'
  }
  if (typeof EventSource === 'undefined') return { root, stop: () => {} }
  const source = new EventSource(`${apiBase}/events`)
  source.addEventListener('open', () => show('live', 'Live'))
  source.addEventListener('error', () => show('reconnecting', 'Reconnecting…'))
  source.addEventListener('qrcode.scanned', (message) => {
    const { data } = JSON.parse((message as MessageEvent<string>).data) as ScannedEvent
    const cell = table.querySelector<HTMLElement>(`tbody tr[data-short-id="${CSS.escape(data.shortId)}"] td.views`)
    if (!cell || data.views === 0) return
    cell.textContent = String(Number(cell.textContent) + data.views)
    cell.dataset.ticked = 'true'
    setTimeout(() => delete cell.dataset.ticked, TICK_MS)
  })
  return { root, stop: () => source.close() }
}
