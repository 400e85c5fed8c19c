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
    check('updateQrCode', 'answers an unknown id with 404', async () => {
      const exchange = await kit.call('updateQrCode', {
        params: { shortId: `nope-${run}` },
        body: { targetUrl: 'https://example.com/' },
      })
      kit.expect(exchange, exchange.status === 404, 'must answer 404')
    }),
  ]
}
