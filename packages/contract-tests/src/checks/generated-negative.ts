import { OPERATIONS } from '@dynqr/contract'
import { type Check, check, type FullRun, requestExample } from '../check.js'
import type { Exchange } from '../contract-validator.js'
import { invalidBodies, invalidQueries, type NegativeCase } from '../generated/negative-cases.js'
import type { Schema } from '../generated/schema-arbitrary.js'
import type { ContractKit } from '../kit.js'

/** What an invalid request may get: refused in the error format, never a 2xx or a 5xx. */
const REFUSALS = [400, 404, 413, 415]

function expectRefused(kit: ContractKit, exchange: Exchange, negative: NegativeCase, allowed = REFUSALS): void {
  const error = exchange.json as { error?: unknown; message?: unknown } | undefined
  kit.expect(
    exchange,
    allowed.includes(exchange.status) && typeof error?.error === 'string' && typeof error.message === 'string',
    `${negative.at} ${negative.what} must be refused with ${allowed.join('/')} in the error format`,
  )
}

const schemaOf = (operationId: string) => OPERATIONS.find((o) => o.operationId === operationId)?.request

/**
 * Negative cases derived from the schemas in openapi.yaml: each request breaks one rule of its
 * body, query or path schema, and must be refused in the contract's error format.
 */
export function generatedNegativeChecks({ kit }: FullRun): Check[] {
  const createBody = schemaOf('createQrCode')?.body as Schema
  const updateBody = schemaOf('updateQrCode')?.body as Schema
  const createCases = invalidBodies(createBody, requestExample('createQrCode'))
  const updateCases = invalidBodies(updateBody, requestExample('updateQrCode'))
  const listCases = invalidQueries(schemaOf('listQrCodes')?.querystring)
  const imageCases = invalidQueries(schemaOf('getQrCodeImage')?.querystring)
  const ids = [{ at: 'shortId', what: 'longer than maxLength 256', value: 'a'.repeat(257) }]
  return [
    check('createQrCode', 'generated: refuses every body its schema forbids, one broken rule at a time', async () => {
      for (const negative of createCases) {
        expectRefused(kit, await kit.call('createQrCode', { body: negative.body }), negative)
      }
    }),
    check('updateQrCode', 'generated: refuses every body its schema forbids, one broken rule at a time', async () => {
      const made = await kit.call('createQrCode', { body: { targetUrl: 'https://example.com/generated' } })
      kit.require(made, made.status === 201, 'create must answer 201')
      const shortId = String((made.json as { shortId: unknown }).shortId)
      for (const negative of updateCases) {
        expectRefused(kit, await kit.call('updateQrCode', { params: { shortId }, body: negative.body }), negative)
      }
    }),
    check('listQrCodes', 'generated: refuses every query its schema forbids, one broken rule at a time', async () => {
      for (const negative of listCases)
        expectRefused(kit, await kit.call('listQrCodes', { query: negative.query }), negative)
    }),
    check(
      'getQrCodeImage',
      'generated: refuses every query its schema forbids, one broken rule at a time',
      async () => {
        const made = await kit.call('createQrCode', { body: { targetUrl: 'https://example.com/generated-image' } })
        kit.require(made, made.status === 201, 'create must answer 201')
        const shortId = String((made.json as { shortId: unknown }).shortId)
        for (const negative of imageCases) {
          expectRefused(kit, await kit.call('getQrCodeImage', { params: { shortId }, query: negative.query }), negative)
        }
      },
    ),
    check(
      'getQrCode',
      'generated: answers a shortId its schema forbids with 400 or 404, for every method',
      async () => {
        for (const negative of ids) {
          const shortId = String(negative.value)
          const body = requestExample('updateQrCode')
          for (const operationId of ['getQrCode', 'updateQrCode', 'deleteQrCode', 'getQrCodeImage']) {
            const exchange = await kit.call(operationId, {
              params: { shortId },
              ...(operationId === 'updateQrCode' && { body }),
            })
            expectRefused(kit, exchange, negative, [400, 404])
          }
        }
      },
    ),
  ]
}
