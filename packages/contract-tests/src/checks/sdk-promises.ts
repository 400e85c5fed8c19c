import { randomUUID } from 'node:crypto'
import { type Check, check, created, type FullRun } from '../check.js'
import { readRateLimit } from '../kit.js'

/**
 * What the SDK's promises rest on, checked on the wire: a retried create never makes two codes
 * (the deployment — and every proxy in front of it — keeps `Idempotency-Key`), and the
 * `RateLimit` fields the SDK and the kit pace themselves by are well-formed. (ETag/If-Match:
 * updateQrCode's check.)
 */
export function sdkPromiseChecks({ kit }: FullRun): Check[] {
  return [
    check(
      'createQrCode',
      'idempotency: a create sent again with its Idempotency-Key is replayed (same code, Idempotent-Replayed: true); the key with another body gets 422',
      async () => {
        const key = `ct-${randomUUID()}`
        const body = { targetUrl: 'https://example.com/idempotent', title: 'contract idempotency' }
        const first = await kit.call('createQrCode', { body, headers: { 'idempotency-key': key } })
        kit.require(
          first,
          first.status === 201,
          'idempotency: the first create with an Idempotency-Key must answer 201',
        )
        const again = await kit.call('createQrCode', { body, headers: { 'idempotency-key': key } })
        const firstId = String(created(first).shortId)
        const againId = String((again.json as { shortId?: unknown } | undefined)?.shortId)
        kit.require(
          again,
          again.status === 201 && againId === firstId,
          `idempotency: the same create with the same Idempotency-Key must replay the first answer (201, shortId ${firstId}), not make another code (${againId}): is Idempotency-Key dropped on the way (a proxy, a gateway)?`,
        )
        kit.expect(
          again,
          again.headers.get('idempotent-replayed') === 'true',
          'idempotency: a replayed answer carries Idempotent-Replayed: true',
        )
        const other = await kit.call('createQrCode', {
          body: { ...body, targetUrl: 'https://example.com/another' },
          headers: { 'idempotency-key': key },
        })
        kit.expect(
          other,
          other.status === 422 && (other.json as { error?: unknown } | undefined)?.error === 'IDEMPOTENCY_KEY_REUSED',
          'idempotency: the same Idempotency-Key with another body must be refused with 422 IDEMPOTENCY_KEY_REUSED',
        )
      },
    ),
    check(
      'listQrCodes',
      'rate limits: RateLimit and RateLimit-Policy, when sent, say what is left and when it resets',
      async () => {
        const exchange = await kit.call('listQrCodes', { query: 'limit=1' })
        const field = exchange.headers.get('ratelimit')
        const policy = exchange.headers.get('ratelimit-policy')
        // A deployment with rate limits off sends neither; one without the other is a mistake.
        if (field === null && policy === null) return
        kit.expect(
          exchange,
          readRateLimit(field) !== undefined,
          `RateLimit must read "<policy>";r=<left>;t=<seconds>, not ${field}`,
        )
        kit.expect(
          exchange,
          /^"[^"]+";q=\d+;w=\d+$/.test(policy ?? ''),
          `RateLimit-Policy must read "<policy>";q=<quota>;w=<seconds>, not ${policy}`,
        )
      },
    ),
  ]
}
