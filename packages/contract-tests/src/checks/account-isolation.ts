import { type Check, check, type FullRun, field } from '../check.js'

/** Another account's key sees none of this account's codes. */
export function accountIsolationChecks({ kit, needsCode, options }: FullRun): Check[] {
  return [
    check(
      'getQrCode',
      "answers another account's code exactly like a missing one (404), for every method",
      async () => {
        const shortId = needsCode()
        const apiKey = String(options.otherApiKey)
        for (const operationId of ['getQrCode', 'updateQrCode', 'deleteQrCode']) {
          const exchange = await kit.call(operationId, {
            apiKey,
            params: { shortId },
            ...(operationId === 'updateQrCode' && { body: { targetUrl: 'https://evil.example/' } }),
          })
          kit.expect(exchange, exchange.status === 404, 'another account must get 404')
        }
        const still = await kit.call('getQrCode', { params: { shortId } })
        kit.expect(still, field(still, 'targetUrl') === 'https://example.com/updated', 'the code must be untouched')
      },
      options.otherApiKey ? undefined : 'needs --other-api-key (a key of a second account)',
    ),
  ]
}
