import { OPERATIONS } from '@dynqr/contract'
import { type Check, field, requestExample, requiredQueryExample, sessionOnly } from '../check.js'
import { documentedStatuses } from '../contract-validator.js'
import type { ContractKit } from '../kit.js'

/**
 * For the stateless Prism mock: every documented status of every operation, selected with
 * `Prefer: code=…`, must come back as documented; and the mock must refuse a request without
 * a key and a create without targetUrl.
 */
/** Path parameters for every operation: the contract's own example ids. */
const MOCK_PARAMS = {
  shortId: 'spring-sale',
  keyId: 'key_8fKq2LmZ0aBc',
  id: 'wh_4f9c2a7d1e8b3c60',
  assetId: 'ast_3f9a2c7d1e8b4c60',
  styleId: 'sty_5c1e9a7b3d2f4e80',
  userId: 'usr_7bN4cVd0eRf7gHj2',
}

/** A session cookie for the operations only a signed-in person may ask (Prism takes any value). */
const MOCK_SESSION = 'dynqr_session=ct-mock-session'

/** Operations whose body is not JSON (an uploaded image): sent as is, with its type. */
const RAW_BODIES: Record<string, { rawBody: string; headers: Record<string, string> }> = {
  uploadAsset: {
    rawBody: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="5"/></svg>',
    headers: { 'content-type': 'image/svg+xml' },
  },
  // The short link's password form (#43) posts a form, as a browser does.
  unlockShortLink: {
    rawBody: 'password=staff-only-2026',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  },
}

/** The body of a request for the operation: its JSON example, or its raw body. */
const bodyOf = (operationId: string) => {
  const example = requestExample(operationId)
  if (example !== undefined) return { body: example }
  const raw = RAW_BODIES[operationId]
  return raw ? { rawBody: raw.rawBody } : {}
}

export function mockChecks(kit: ContractKit): Check[] {
  const checks: Check[] = []
  for (const op of OPERATIONS) {
    for (const status of documentedStatuses(op.operationId)) {
      checks.push({
        operationId: op.operationId,
        name: `${op.method} ${op.path} answers its documented ${status}`,
        body: async () => {
          const exchange = await kit.call(op.operationId, {
            params: MOCK_PARAMS,
            query: requiredQueryExample(op.operationId),
            ...bodyOf(op.operationId),
            headers: {
              ...RAW_BODIES[op.operationId]?.headers,
              ...(sessionOnly(op.operationId) && { cookie: MOCK_SESSION }),
              prefer: `code=${status}`,
            },
          })
          kit.expect(exchange, exchange.status === status, `expected the documented ${status}`)
        },
      })
    }
    if (op.authenticated) {
      checks.push({
        operationId: op.operationId,
        name: `${op.method} ${op.path} refuses a request without a key (401)`,
        body: async () => {
          const exchange = await kit.call(op.operationId, {
            params: MOCK_PARAMS,
            query: requiredQueryExample(op.operationId),
            anonymous: true,
            ...bodyOf(op.operationId),
            headers: { ...RAW_BODIES[op.operationId]?.headers },
          })
          kit.expect(exchange, exchange.status === 401, 'a request without a credential must get 401')
        },
      })
    }
  }
  checks.push({
    operationId: 'createQrCode',
    name: 'POST /qrcode refuses a body without targetUrl (400)',
    body: async () => {
      const exchange = await kit.call('createQrCode', { body: { customShortId: 'no-target' } })
      // Prism answers a request its validation refuses with the operation's documented 422 when
      // there is one (createQrCode documents 422 for a reused Idempotency-Key), else with 400.
      kit.expect(
        exchange,
        exchange.status === 400 || exchange.status === 422,
        'a create without targetUrl must be refused',
      )
      if (exchange.status === 400) {
        kit.expect(exchange, field(exchange, 'error') === 'INVALID_REQUEST', 'error must be INVALID_REQUEST')
      }
    },
  })
  return checks
}
