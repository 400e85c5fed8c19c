import { type Check, check, type FullRun, field, sameJson } from '../check.js'

/** GET /qrcode/{shortId}. */
export function getQrCodeChecks({ kit, state, needsCode, run }: FullRun): Check[] {
  return [
    check('getQrCode', 'gets the code as created (200)', async () => {
      const exchange = await kit.call('getQrCode', { params: { shortId: needsCode() } })
      kit.require(exchange, exchange.status === 200, 'must answer 200')
      kit.expect(exchange, sameJson(exchange.json, state.custom), 'must equal the created code')
    }),
    check('getQrCode', 'answers an unknown id with 404 "QR code not found"', async () => {
      const exchange = await kit.call('getQrCode', { params: { shortId: `nope-${run}` } })
      kit.expect(exchange, exchange.status === 404, 'must answer 404')
      kit.expect(exchange, field(exchange, 'message') === 'QR code not found', 'message must be "QR code not found"')
    }),
  ]
}
