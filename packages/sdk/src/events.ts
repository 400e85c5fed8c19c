/**
 * `@dynqr/sdk/events`: the account's events as they happen (`GET /events`, Server-Sent Events)
 * as an async iterable that reconnects by itself from the last event it saw. Its own entry, so the
 * client's bundle stays within its size budget; also exported by `@dynqr/sdk` (tree-shaken away
 * when unused).
 * @module @dynqr/sdk/events
 */
import type { Schema } from './schema.js'

type EventType = Schema<'WebhookEventType'>

/**
 * A change to a code: `qrcode.created`, `qrcode.updated`, `qrcode.deleted`, `qrcode.deactivated`
 * (and the destination-health events); `data` is the code.
 * @category Events
 */
export interface QrCodeChangeEvent extends Omit<Schema<'WebhookEvent'>, 'type'> {
  type: Exclude<EventType, 'qrcode.scanned' | 'qrcode.milestone'>
}
/**
 * `qrcode.scanned`: a code's views, unique views and bot hits since its last report.
 * @category Events
 */
export interface QrCodeScannedEvent extends Schema<'QrCodeScannedEvent'> {}
/**
 * `qrcode.milestone`: a code's views reached 100, 1,000, 10,000, ….
 * @category Events
 */
export interface QrCodeMilestoneEvent extends Schema<'QrCodeMilestoneEvent'> {}
/**
 * Any event of the stream; `switch (event.type)` narrows it.
 * @category Events
 */
export type DynqrEvent = QrCodeChangeEvent | QrCodeScannedEvent | QrCodeMilestoneEvent

/**
 * Options of {@link streamEvents}.
 * @category Events
 */
export interface StreamEventsOptions {
  /** `{base_url}`, ending in `/api/v1`. */
  baseUrl: string
  /** An API key with `qrcodes:read`; leave it out to use the site's session cookie (a page on the site's origin). */
  apiKey?: string
  /** Resume after this event id (`Last-Event-ID`, 24 hours back at most). */
  lastEventId?: string
  /** Ends the stream. Breaking out of the loop does too. */
  signal?: AbortSignal
  /** A fetch to use instead of the global one. */
  fetch?: typeof fetch
  /** Wait before reconnecting, in ms, until the server says otherwise (`retry:`). Default 2000. */
  retryMs?: number
}

/**
 * A refusal that reconnecting cannot mend (401, 403, 400): the stream ends with it.
 * @category Events
 */
export class EventStreamError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'EventStreamError'
  }
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        resolve()
      },
      { once: true },
    )
  })

/** The fields of one message block (`id`, `event`, `data`, `retry`); comments are dropped. */
function fieldsOf(block: string): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue
    const colon = line.indexOf(':')
    const name = colon < 0 ? line : line.slice(0, colon)
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '')
    fields[name] = name === 'data' && fields.data !== undefined ? `${fields.data}\n${value}` : value
  }
  return fields
}

/**
 * The account's events as they happen: every event its webhooks could receive, whether or not an
 * endpoint subscribes, in order, each once per connection. A dropped connection, a 429 or a 5xx
 * is retried after `retryMs`, resuming after the last event received (`Last-Event-ID`); a 400,
 * 401 or 403 ends the loop with an {@link EventStreamError}.
 *
 * @example
 * for await (const event of streamEvents({ baseUrl: 'https://qr.example.com/api/v1', apiKey })) {
 *   if (event.type === 'qrcode.scanned') console.log(event.data.shortId, '+', event.data.views)
 * }
 * @category Events
 */
export async function* streamEvents(options: StreamEventsOptions): AsyncGenerator<DynqrEvent, void, undefined> {
  const controller = new AbortController()
  const { signal } = controller
  options.signal?.addEventListener('abort', () => controller.abort(), { once: true })
  if (options.signal?.aborted) controller.abort()
  let lastEventId = options.lastEventId
  let retryMs = options.retryMs ?? 2_000
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init))
  try {
    while (!signal.aborted) {
      const headers: Record<string, string> = { accept: 'text/event-stream' }
      if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`
      if (lastEventId) headers['last-event-id'] = lastEventId
      const response = await doFetch(`${options.baseUrl.replace(/\/+$/, '')}/events`, {
        headers,
        signal,
        credentials: 'same-origin',
      }).catch(() => null)
      if (response && [400, 401, 403].includes(response.status)) {
        const body = (await response.json().catch(() => ({}))) as { message?: string }
        throw new EventStreamError(response.status, body.message ?? `The event stream was refused: ${response.status}`)
      }
      if (response?.ok && response.body) {
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
        let buffer = ''
        for (;;) {
          const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }))
          if (done || value === undefined) break
          buffer += value.replace(/\r\n?/g, '\n')
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const fields = fieldsOf(buffer.slice(0, end))
            buffer = buffer.slice(end + 2)
            if (fields.retry && /^\d+$/.test(fields.retry)) retryMs = Number(fields.retry)
            if (fields.id) lastEventId = fields.id
            if (fields.data) yield JSON.parse(fields.data) as DynqrEvent
          }
        }
      } else await response?.body?.cancel().catch(() => {})
      if (!signal.aborted) await sleep(retryMs, signal)
    }
  } finally {
    controller.abort()
  }
}
