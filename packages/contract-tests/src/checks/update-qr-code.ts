import { type Check, check, type FullRun, field, sameJson } from '../check.js'

/** PUT /qrcode/{shortId}: partial updates, refused fields, unknown ids. */
export function updateQrCodeChecks({ kit, state, needsCode, run }: FullRun): Check[] {
  return [
    check('updateQrCode', 'changes only the target, keeping the styling (200)', async () => {
      const exchange = await kit.call('updateQrCode', {
        params: { shortId: needsCode() },
        body: { targetUrl: 'https://example.com/updated' },
      })
      kit.require(exchange, exchange.status === 200, 'must answer 200')
      kit.expect(
        exchange,
        field(exchange, 'targetUrl') === 'https://example.com/updated',
        'targetUrl must be the new one',
      )
      kit.expect(
        exchange,
        sameJson(field(exchange, 'qrCodeOptions'), state.custom?.qrCodeOptions),
        'qrCodeOptions must be unchanged',
      )
      kit.expect(
        exchange,
        String(field(exchange, 'updatedAt')) >= String(state.custom?.createdAt),
        'updatedAt must not go back',
      )
    }),
    check('updateQrCode', 'refuses to set views (400)', async () => {
      const exchange = await kit.call('updateQrCode', { params: { shortId: needsCode() }, body: { views: 5 } })
      kit.expect(exchange, exchange.status === 400, 'must answer 400')
    }),
    check(
      'updateQrCode',
      'honours If-Match: the current ETag updates, a stale one gets 412 and changes nothing',
      async () => {
        const shortId = needsCode()
        const read = await kit.call('getQrCode', { params: { shortId } })
        const etag = read.headers.get('etag')
        kit.require(read, typeof etag === 'string' && /^"[^"]+"$/.test(etag), 'a single code must carry a strong ETag')
        const current = await kit.call('updateQrCode', {
          params: { shortId },
          body: { targetUrl: 'https://example.com/if-match' },
          headers: { 'if-match': String(etag) },
        })
        kit.require(current, current.status === 200, 'the current ETag must let the update through (200)')
        kit.expect(current, current.headers.get('etag') !== etag, 'a new target must move the ETag')
        const stale = await kit.call('updateQrCode', {
          params: { shortId },
          body: { targetUrl: 'https://example.com/stale' },
          headers: { 'if-match': String(etag) },
        })
        kit.expect(stale, stale.status === 412, 'a stale ETag must get 412')
        kit.expect(stale, field(stale, 'error') === 'PRECONDITION_FAILED', 'error must be PRECONDITION_FAILED')
        const after = await kit.call('getQrCode', { params: { shortId } })
        kit.expect(after, field(after, 'targetUrl') === 'https://example.com/if-match', 'a 412 must change nothing')
        // Later checks expect the target the first update set.
        const restored = await kit.call('updateQrCode', {
          params: { shortId },
          body: { targetUrl: 'https://example.com/updated' },
        })
        kit.expect(restored, restored.status === 200, 'must answer 200')
      },
    ),
    check('updateQrCode', 'answers an unknown id with 404', async () => {
      const exchange = await kit.call('updateQrCode', {
        params: { shortId: `nope-${run}` },
        body: { targetUrl: 'https://example.com/' },
      })
      kit.expect(exchange, exchange.status === 404, 'must answer 404')
    }),
  ]
}
