import { type Check, check, created, type FullRun, field, type Node, sameJson } from '../check.js'

/** POST /qrcode: creating codes, ids, defaults and the rules on bodies. */
export function createQrCodeChecks({ kit, state, needsCode, customId, site }: FullRun): Check[] {
  return [
    check('createQrCode', 'creates a code with a generated id (201, views 0, updatedAt = createdAt)', async () => {
      const exchange = await kit.call('createQrCode', { body: { targetUrl: 'https://example.com/contract-test' } })
      kit.require(exchange, exchange.status === 201, 'create must answer 201')
      const code = created(exchange)
      kit.expect(exchange, /^[0-9A-Za-z]{8}$/.test(String(code.shortId)), 'a generated shortId is 8 of [0-9A-Za-z]')
      kit.expect(exchange, code.views === 0, 'views is 0 on a new code')
      kit.expect(exchange, code.updatedAt === code.createdAt, 'updatedAt equals createdAt on creation')
      kit.expect(exchange, code.qrCodeUrl === `${site}/${code.shortId}`, `qrCodeUrl is {site_url}/<shortId> (${site})`)
      kit.expect(
        exchange,
        code.editUrl === `${site}/qrcode/edit/${code.shortId}`,
        'editUrl is {site_url}/qrcode/edit/<shortId>',
      )
      kit.expect(exchange, field(exchange, 'success') === true, 'success is true')
      state.generated = code
    }),
    check('createQrCode', 'creates a code with a custom id and styling, defaults filled in', async () => {
      const exchange = await kit.call('createQrCode', {
        body: {
          targetUrl: 'https://example.com/custom',
          customShortId: customId,
          qrCodeOptions: { width: 400, dotsOptions: { type: 'dots', color: '#1A2B3C' } },
        },
      })
      kit.require(exchange, exchange.status === 201, 'create must answer 201')
      const options = created(exchange).qrCodeOptions as Node
      kit.expect(exchange, created(exchange).shortId === customId, 'shortId is the customShortId')
      kit.expect(
        exchange,
        sameJson(options, {
          width: 400,
          height: 300,
          dotsOptions: { type: 'dots', color: '#1a2b3c' },
          backgroundOptions: { color: '#ffffff' },
          cornersSquareOptions: { type: 'square', color: '#1a2b3c' },
          cornersDotOptions: { type: 'square', color: '#1a2b3c' },
          margin: 0,
          qrOptions: { errorCorrectionLevel: 'Q' },
        }),
        'qrCodeOptions come back with defaults filled in and colours in lower case',
      )
      state.custom = created(exchange)
    }),
    check('createQrCode', 'refuses a taken custom id (409 CONFLICT)', async () => {
      const exchange = await kit.call('createQrCode', {
        body: { targetUrl: 'https://example.com/', customShortId: needsCode() },
      })
      kit.expect(
        exchange,
        exchange.status === 409 && field(exchange, 'error') === 'CONFLICT',
        'a taken id must get 409 CONFLICT',
      )
    }),
    check('createQrCode', 'refuses a missing targetUrl with "targetUrl is required" (400)', async () => {
      const exchange = await kit.call('createQrCode', { body: {} })
      kit.expect(exchange, exchange.status === 400, 'must answer 400')
      kit.expect(exchange, field(exchange, 'error') === 'INVALID_REQUEST', 'error must be INVALID_REQUEST')
      kit.expect(
        exchange,
        field(exchange, 'message') === 'targetUrl is required',
        'message must be "targetUrl is required"',
      )
    }),
    check('createQrCode', 'refuses an unknown field, naming it (400)', async () => {
      const exchange = await kit.call('createQrCode', { body: { targetUrl: 'https://example.com/', views: 99 } })
      kit.expect(exchange, exchange.status === 400, 'must answer 400')
      const details = (field(exchange, 'details') ?? []) as Node[]
      kit.expect(
        exchange,
        details.some((d) => d.field === 'views'),
        'details must name the field "views"',
      )
    }),
    check('createQrCode', 'refuses a javascript: target (400)', async () => {
      const exchange = await kit.call('createQrCode', { body: { targetUrl: 'javascript:alert(1)' } })
      kit.expect(exchange, exchange.status === 400, 'must answer 400')
    }),
  ]
}
