import { type Check, check, type FullRun, field, PRISM_ANSWERS_ITSELF } from '../check.js'

/** What every API request is refused for: a missing or unknown key, a body that is not JSON, malformed or too large. */
export function requestErrorChecks({ kit }: FullRun): Check[] {
  return [
    check(
      'createQrCode',
      'refuses a missing key with 401 and WWW-Authenticate',
      async () => {
        const exchange = await kit.call('createQrCode', {
          anonymous: true,
          body: { targetUrl: 'https://example.com/' },
        })
        kit.expect(exchange, exchange.status === 401, 'must answer 401')
        kit.expect(
          exchange,
          field(exchange, 'message') === 'Invalid or missing API key',
          'message must be "Invalid or missing API key"',
        )
        kit.expect(
          exchange,
          /^Bearer/.test(exchange.headers.get('www-authenticate') ?? ''),
          'WWW-Authenticate must name Bearer',
        )
      },
      undefined,
      PRISM_ANSWERS_ITSELF,
    ),
    check('listQrCodes', 'refuses an unknown key (401)', async () => {
      const exchange = await kit.call('listQrCodes', { apiKey: `dqr_${'0'.repeat(40)}` })
      kit.expect(exchange, exchange.status === 401, 'must answer 401')
    }),
    check('createQrCode', 'refuses a body that is not JSON (415)', async () => {
      const exchange = await kit.call('createQrCode', {
        rawBody: 'targetUrl=https://example.com/',
        headers: { 'content-type': 'text/plain' },
      })
      kit.expect(exchange, exchange.status === 415, 'must answer 415')
    }),
    check(
      'createQrCode',
      'refuses malformed JSON (400)',
      async () => {
        const exchange = await kit.call('createQrCode', {
          rawBody: '{"targetUrl": ',
          headers: { 'content-type': 'application/json' },
        })
        kit.expect(exchange, exchange.status === 400, 'must answer 400')
      },
      undefined,
      PRISM_ANSWERS_ITSELF,
    ),
    check('createQrCode', 'refuses a body over 16 KiB (413)', async () => {
      const exchange = await kit.call('createQrCode', {
        body: { targetUrl: `https://example.com/${'a'.repeat(17_000)}` },
      })
      kit.expect(exchange, exchange.status === 413, 'must answer 413')
    }),
  ]
}
