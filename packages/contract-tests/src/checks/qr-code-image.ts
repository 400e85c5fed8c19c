import { type Check, check, type FullRun } from '../check.js'

/**
 * GET /qrcode/{shortId}/image: SVG and PNG, ETag and 304; and the design a create refuses
 * because its image would not scan.
 */
export function qrCodeImageChecks({ kit, needsCode, run }: FullRun): Check[] {
  return [
    check('getQrCodeImage', 'draws the code as SVG and PNG, with an ETag and 304 on If-None-Match', async () => {
      const shortId = needsCode()
      const svg = await kit.call('getQrCodeImage', { params: { shortId } })
      kit.require(svg, svg.status === 200, 'must answer 200')
      kit.expect(svg, svg.text.startsWith('<svg'), 'the default image is SVG')
      const etag = svg.headers.get('etag') ?? ''
      const again = await kit.call('getQrCodeImage', { params: { shortId }, headers: { 'if-none-match': etag } })
      kit.expect(again, again.status === 304, 'a matching If-None-Match must answer 304')
      const png = await kit.call('getQrCodeImage', { params: { shortId }, query: 'format=png' })
      kit.expect(png, png.headers.get('content-type') === 'image/png', 'format=png must answer image/png')
      const unknown = await kit.call('getQrCodeImage', { params: { shortId: `nope-${run}` } })
      kit.expect(unknown, unknown.status === 404, 'an unknown code must answer 404')
    }),
    check('createQrCode', 'refuses dots too close to the background (400)', async () => {
      const exchange = await kit.call('createQrCode', {
        body: { targetUrl: 'https://example.com/', qrCodeOptions: { dotsOptions: { color: '#eeeeee' } } },
      })
      kit.expect(exchange, exchange.status === 400, 'must answer 400')
    }),
  ]
}
