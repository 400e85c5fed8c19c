import { createHmac, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { WebhookEventType } from '@dynqr/contract'
import { type Check, check, type Node } from '../check.js'
import { webhookEventViolations } from '../contract-validator.js'
import type { ContractKit, KitOptions } from '../kit.js'

/** Where the harness's receiver listens and what it registers (`dynqr-contract webhooks`). */
export interface WebhookHarnessOptions {
  /** The address the receiver listens on; default 127.0.0.1. */
  receiverHost?: string
  /** Its port; default 0 (a free one). */
  receiverPort?: number
  /**
   * The URL registered with the deployment, when it cannot reach the receiver where it listens
   * (a tunnel, a container's address); default `http://<host>:<port>/dynqr-contract-webhooks`.
   */
  receiverUrl?: string
  /** How long to wait for the deliveries (the first retry included); default 30 000 ms. */
  waitMs?: number
}

/** In the order the harness makes them happen: a code is deactivated before it is deleted. */
const EVENTS: readonly WebhookEventType[] = ['qrcode.created', 'qrcode.updated', 'qrcode.deactivated', 'qrcode.deleted']
const PATH = '/dynqr-contract-webhooks'
/** Standard Webhooks' tolerance for `webhook-timestamp`. */
const TOLERANCE_S = 300

/** One POST the receiver got, and what it answered. */
interface Attempt {
  headers: IncomingHttpHeaders
  body: string
  json: Node | undefined
  receivedAt: number
  answered: number
}

const header = (attempt: Attempt, name: string) => {
  const value = attempt.headers[name]
  return Array.isArray(value) ? value[0] : value
}
const typeOf = (attempt: Attempt) => String(attempt.json?.type ?? 'unknown')
const label = (attempt: Attempt) =>
  `delivery ${header(attempt, 'webhook-id') ?? '(no webhook-id)'} (${typeOf(attempt)})`

/** `v1,<base64>` HMAC-SHA256 of `id.timestamp.body`, keyed with the secret's decoded bytes (Standard Webhooks). */
function expectedSignature(secret: string, id: string, timestamp: string, body: string): Buffer {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64')
  return createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest()
}

/** What is wrong with an attempt's Standard Webhooks headers and signature, if anything. */
function signatureProblem(attempt: Attempt, secret: string): string | undefined {
  const id = header(attempt, 'webhook-id')
  const timestamp = header(attempt, 'webhook-timestamp')
  const signatures = header(attempt, 'webhook-signature')
  if (!id || !timestamp || !signatures) {
    return `signature: ${label(attempt)} lacks webhook-id, webhook-timestamp or webhook-signature`
  }
  if (!/^\d+$/.test(timestamp) || Math.abs(attempt.receivedAt / 1000 - Number(timestamp)) > TOLERANCE_S) {
    return `signature: ${label(attempt)}: webhook-timestamp ${timestamp} is not Unix seconds within ${TOLERANCE_S} s of its arrival`
  }
  const expected = expectedSignature(secret, id, timestamp, attempt.body)
  const matches = signatures.split(' ').some((entry) => {
    const [version, value] = entry.split(',')
    const given = Buffer.from(value ?? '', 'base64')
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected)
  })
  return matches
    ? undefined
    : `signature: ${label(attempt)}: webhook-signature "${signatures}" does not match v1,<HMAC-SHA256 of id.timestamp.body keyed with the endpoint's secret> (v1,${expected.toString('base64')})`
}

/**
 * The receiver: records every POST; the first attempt of the first `qrcode.created` event is
 * answered 503, to see the deployment retry it; everything else 204.
 */
async function startReceiver(options: WebhookHarnessOptions) {
  const attempts: Attempt[] = []
  let refused: string | undefined
  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      let json: Node | undefined
      try {
        json = JSON.parse(body) as Node
      } catch {
        json = undefined
      }
      const attempt: Attempt = { headers: incoming.headers, body, json, receivedAt: Date.now(), answered: 204 }
      if (refused === undefined && json?.type === 'qrcode.created') {
        refused = header(attempt, 'webhook-id') ?? ''
        attempt.answered = 503
      }
      attempts.push(attempt)
      outgoing.writeHead(attempt.answered)
      outgoing.end()
    })
  })
  const host = options.receiverHost ?? '127.0.0.1'
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.receiverPort ?? 0, host, resolve)
  })
  const { port } = server.address() as AddressInfo
  return {
    attempts,
    refusedId: () => refused,
    url: options.receiverUrl ?? `http://${host.includes(':') ? `[${host}]` : host}:${port}${PATH}`,
    close: () => {
      server.closeAllConnections()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** What the webhook checks share: the run, its receiver and endpoint once registered. */
interface HarnessRun {
  kit: ContractKit
  harness: WebhookHarnessOptions
  waitMs: number
  run: string
  shortId: string
  state: {
    receiver?: Awaited<ReturnType<typeof startReceiver>>
    endpoint?: { id: string; secret: string }
  }
  /** The receiver and the endpoint registered for it (throws when registering failed). */
  receiver: () => Awaited<ReturnType<typeof startReceiver>> & { id: string; secret: string }
  /** Waits until every event type has an acknowledged attempt (and the refused one its retry). */
  delivered: () => Promise<Attempt[]>
}

/** A run of the harness; at the kit's finish it deletes the endpoint (if still there) and stops the receiver. */
function harnessRun(kit: ContractKit, options: KitOptions): HarnessRun {
  const harness = options.webhooks ?? {}
  const waitMs = harness.waitMs ?? 30_000
  const run = Math.random().toString(36).slice(2, 8)
  const state: HarnessRun['state'] = {}
  const receiver = () => {
    if (!state.receiver || !state.endpoint) throw new Error('an earlier step failed to register the receiver')
    return { ...state.receiver, ...state.endpoint }
  }
  kit.onFinish(async () => {
    if (state.endpoint) await kit.call('deleteWebhook', { params: { id: state.endpoint.id } }).catch(() => undefined)
    await state.receiver?.close()
  })
  const delivered = async () => {
    const { attempts, refusedId } = receiver()
    const deadline = Date.now() + waitMs
    const done = () =>
      EVENTS.every((type) => attempts.some((a) => typeOf(a) === type && a.answered < 300)) &&
      attempts.some((a) => header(a, 'webhook-id') === refusedId() && a.answered < 300)
    while (!done() && Date.now() < deadline) await sleep(100)
    return attempts
  }
  return { kit, harness, waitMs, run, shortId: `ct-wh-${run}`, state, receiver, delivered }
}

/** Starts the receiver and registers it for every event; keeps the endpoint and its secret. */
function registersReceiver({ kit, harness, run, state }: HarnessRun): Check {
  return check('createWebhook', "registers the harness's receiver for every event (201, a whsec_ secret)", async () => {
    state.receiver = await startReceiver(harness)
    const exchange = await kit.call('createWebhook', {
      body: { url: state.receiver.url, events: [...EVENTS], description: `dynqr contract-test receiver ${run}` },
    })
    kit.require(
      exchange,
      exchange.status === 201,
      `the receiver ${state.receiver.url} must be registered (201); a deployment that refuses private addresses needs --receiver-url it can reach (a tunnel), or WEBHOOK_ALLOW_PRIVATE=true on a test deployment`,
    )
    const body = exchange.json as Node
    kit.require(exchange, /^whsec_[A-Za-z0-9+/]+=*$/.test(String(body.secret)), 'the answer shows the secret, whsec_…')
    state.endpoint = { id: String(body.id), secret: String(body.secret) }
  })
}

/** Makes the changes that send each event, then waits for every one to be acknowledged. */
function deliversEvents({ kit, waitMs, shortId, receiver, delivered }: HarnessRun): Check {
  return check(
    'receiveQrCodeEvent',
    'delivers qrcode.created, qrcode.updated, qrcode.deactivated and qrcode.deleted for the changes the harness makes',
    async () => {
      receiver()
      const made = await kit.call('createQrCode', {
        body: { targetUrl: 'https://example.com/webhook-harness', customShortId: shortId, maxScans: 1 },
      })
      kit.require(made, made.status === 201, 'create must answer 201')
      const changed = await kit.call('updateQrCode', { params: { shortId }, body: { title: 'webhook harness' } })
      kit.require(changed, changed.status === 200, 'update must answer 200')
      // The first view reaches maxScans 1: the code is deactivated.
      const scanned = await kit.call('followShortLink', { params: { shortId } })
      kit.require(scanned, scanned.status === 302, 'the scan must redirect (302)')
      const deleted = await kit.call('deleteQrCode', { params: { shortId } })
      kit.require(deleted, deleted.status === 204, 'delete must answer 204')
      const attempts = await delivered()
      for (const type of EVENTS) {
        const ours = attempts.filter(
          (a) => typeOf(a) === type && (a.json?.data as Node | undefined)?.shortId === shortId,
        )
        if (!ours.some((a) => a.answered < 300)) {
          kit.fail(
            `no ${type} delivery for ${shortId} reached the receiver within ${waitMs} ms (--wait); received: ${attempts.map(label).join(', ') || 'nothing'}`,
          )
        }
      }
    },
  )
}

/** Every attempt carries the Standard Webhooks headers and a valid signature. */
function signsDeliveries({ kit, receiver }: HarnessRun): Check {
  return check(
    'receiveQrCodeEvent',
    "signs every delivery as Standard Webhooks do (webhook-id, webhook-timestamp, webhook-signature v1: HMAC-SHA256 of id.timestamp.body with the endpoint's secret)",
    async () => {
      const { attempts, secret } = receiver()
      if (attempts.length === 0) kit.fail('signature: no delivery arrived to check')
      for (const attempt of attempts) {
        const problem = signatureProblem(attempt, secret)
        if (problem) kit.fail(problem)
      }
    },
  )
}

/** Every attempt is JSON matching the contract's WebhookEvent, its id the webhook-id. */
function matchesPayloads({ kit, receiver }: HarnessRun): Check {
  return check(
    'receiveQrCodeEvent',
    "sends payloads that match the contract's webhooks (WebhookEvent), with id equal to webhook-id",
    async () => {
      const { attempts } = receiver()
      if (attempts.length === 0) kit.fail('payload: no delivery arrived to check')
      for (const attempt of attempts) {
        if (!/^application\/json\b/.test(String(attempt.headers['content-type']))) {
          kit.fail(
            `payload: ${label(attempt)}: Content-Type must be application/json, not ${attempt.headers['content-type']}`,
          )
        }
        for (const problem of webhookEventViolations(attempt.json)) kit.fail(`payload: ${label(attempt)}: ${problem}`)
        if (attempt.json?.id !== header(attempt, 'webhook-id')) {
          kit.fail(`payload: ${label(attempt)}: id ${String(attempt.json?.id)} must equal webhook-id`)
        }
      }
    },
  )
}

/** The refused delivery comes again with the same body; one webhook-id per event. */
function retriesRefused({ kit, waitMs, receiver }: HarnessRun): Check {
  return check(
    'receiveQrCodeEvent',
    'retries a delivery answered 503, with the same webhook-id, timestamp of the event and body',
    async () => {
      const { attempts, refusedId } = receiver()
      const id = refusedId()
      if (id === undefined) return kit.fail('retry: no qrcode.created delivery arrived to refuse')
      const tries = attempts.filter((a) => header(a, 'webhook-id') === id)
      if (tries.length < 2) {
        return kit.fail(`retry: the delivery ${id} answered 503 was not sent again within ${waitMs} ms (--wait)`)
      }
      const [first, ...again] = tries
      for (const retry of again) {
        if (retry.body !== first?.body)
          kit.fail(`retry: the retry of ${id} carries another body than the first attempt`)
      }
      const events = new Map<string, Set<string>>()
      for (const attempt of attempts) {
        const eventId = String(attempt.json?.id)
        events.set(eventId, (events.get(eventId) ?? new Set()).add(header(attempt, 'webhook-id') ?? ''))
      }
      for (const [eventId, ids] of events) {
        if (ids.size > 1) kit.fail(`retry: event ${eventId} arrived under several webhook-ids: ${[...ids].join(', ')}`)
      }
    },
  )
}

/** The endpoint's delivery log shows the refused delivery delivered after retrying. */
function listsDeliveries({ kit, receiver }: HarnessRun): Check {
  return check(
    'listWebhookDeliveries',
    'lists the deliveries: the refused one delivered after 2 attempts or more',
    async () => {
      const { id, refusedId } = receiver()
      const exchange = await kit.call('listWebhookDeliveries', { params: { id } })
      kit.require(exchange, exchange.status === 200, 'the delivery log must answer 200')
      const rows = ((exchange.json as Node).data ?? []) as Node[]
      const row = rows.find((r) => r.eventId === refusedId())
      kit.expect(
        exchange,
        row !== undefined && row.status === 'delivered' && Number(row.attempts) >= 2 && Number(row.lastStatus) < 300,
        `the delivery ${refusedId()} must be listed as delivered after 2 attempts or more`,
      )
    },
  )
}

/** Deletes the endpoint (so the finish has nothing left to delete), then 404. */
function deletesEndpoint({ kit, state, receiver }: HarnessRun): Check {
  return check('deleteWebhook', 'deletes the endpoint (204), then answers 404 for it', async () => {
    const { id } = receiver()
    const deleted = await kit.call('deleteWebhook', { params: { id } })
    kit.require(deleted, deleted.status === 204, 'delete must answer 204')
    state.endpoint = undefined
    const again = await kit.call('deleteWebhook', { params: { id } })
    kit.expect(again, again.status === 404, 'a deleted endpoint is 404')
  })
}

/**
 * `dynqr-contract webhooks`: the receiver harness. It registers its own receiver for every
 * event, makes the changes that send each one (create, update, a scan that reaches `maxScans`,
 * delete), and checks what arrives against the contract's `webhooks`: the Standard Webhooks
 * signature, the payload's schema, one `webhook-id` per event across retries, a retry after a
 * non-2xx answer, and the endpoint's delivery log.
 */
export function webhookChecks(kit: ContractKit, options: KitOptions): Check[] {
  const run = harnessRun(kit, options)
  return [
    registersReceiver(run),
    deliversEvents(run),
    signsDeliveries(run),
    matchesPayloads(run),
    retriesRefused(run),
    listsDeliveries(run),
    deletesEndpoint(run),
  ]
}
