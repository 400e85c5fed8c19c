import { type Check, check, type FullRun, type Node } from '../check.js'

/** How long the check waits for the created code's event. */
const WAIT_MS = 10_000

/** One Server-Sent Events message's fields. */
interface Message {
  id?: string
  event?: string
  data?: Node
}

/**
 * GET /events (issue #44): the stream answers `text/event-stream`, and a code created while it is
 * open arrives as `qrcode.created`, its SSE `id` the event's own `id`. qrcode.scanned comes once per
 * SCAN_EVENT_INTERVAL (60 s by default): longer than a check should wait, so it is not awaited.
 */
export function eventChecks({ kit, options, run }: FullRun): Check[] {
  return [
    check(
      'streamEvents',
      "streams the account's events: a code created while it is open arrives as qrcode.created, with its id",
      async () => {
        const controller = new AbortController()
        const timer = setTimeout(() => controller.abort(), WAIT_MS)
        try {
          const response = await fetch(`${options.baseUrl.replace(/\/+$/, '')}/events`, {
            headers: { authorization: `Bearer ${options.apiKey}`, accept: 'text/event-stream' },
            signal: controller.signal,
          })
          const type = response.headers.get('content-type') ?? ''
          if (response.status !== 200 || !type.startsWith('text/event-stream') || !response.body) {
            throw new Error(`GET /events must answer 200 text/event-stream, not ${response.status} ${type}`)
          }
          const shortId = `events-${run}`
          const messages: Message[] = []
          const reading = (async () => {
            const decoder = new TextDecoder()
            let buffer = ''
            for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
              buffer += decoder.decode(chunk, { stream: true })
              for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
                const message: Message = {}
                for (const line of buffer.slice(0, end).split('\n')) {
                  if (line.startsWith('id: ')) message.id = line.slice(4)
                  if (line.startsWith('event: ')) message.event = line.slice(7)
                  if (line.startsWith('data: ')) message.data = JSON.parse(line.slice(6)) as Node
                }
                buffer = buffer.slice(end + 2)
                messages.push(message)
                if (message.event === 'qrcode.created' && (message.data?.data as Node)?.shortId === shortId)
                  return message
              }
            }
            return undefined
          })().catch(() => undefined)
          const created = await kit.call('createQrCode', {
            body: { targetUrl: 'https://example.com/', customShortId: shortId },
          })
          kit.require(created, created.status === 201, 'must create the code the stream should carry')
          const event = await reading
          if (!event) throw new Error(`no qrcode.created for ${shortId} within ${WAIT_MS} ms on GET /events`)
          if (event.id !== event.data?.id)
            throw new Error(`the message's id (${event.id}) must be its event's id (${String(event.data?.id)})`)
          await kit.call('deleteQrCode', { params: { shortId } })
        } finally {
          clearTimeout(timer)
          controller.abort()
        }
      },
      undefined,
      "Prism's proxy does not pass a text/event-stream through as it streams",
    ),
  ]
}
