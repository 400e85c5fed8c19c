/**
 * Error handling: every failure is a typed error.
 *   DYNQR_KEY=dqr_… npx tsx examples/error-handling.ts
 */
import {
  ConflictError,
  Dynqr,
  DynqrApiError,
  DynqrConnectionError,
  DynqrTimeoutError,
  InvalidRequestError,
  NotFoundError,
} from '@dynqr/sdk'

const dynqr = new Dynqr({
  apiKey: process.env.DYNQR_KEY ?? '',
  baseUrl: process.env.DYNQR_BASE_URL ?? 'http://127.0.0.1:3000/api/v1',
  timeoutMs: 10_000,
  maxRetries: 2,
})

try {
  await dynqr.qrcodes.get('no-such-code')
} catch (error) {
  if (error instanceof NotFoundError) console.log(`not found: ${error.message} (request ${error.requestId})`)
  else throw error
}

try {
  await dynqr.qrcodes.create({ targetUrl: 'ftp://example.com/file' })
} catch (error) {
  if (error instanceof InvalidRequestError) {
    for (const { field, message } of error.details) console.log(`invalid ${field}: ${message}`)
  } else throw error
}

const id = `example-${Date.now()}`
await dynqr.qrcodes.create({ targetUrl: 'https://example.com/', customShortId: id })
try {
  await dynqr.qrcodes.create({ targetUrl: 'https://example.com/', customShortId: id })
} catch (error) {
  if (error instanceof ConflictError) console.log(`conflict: ${error.message}`)
  else if (error instanceof DynqrApiError) console.log(`API error ${error.status} ${error.code}`)
  else if (error instanceof DynqrTimeoutError || error instanceof DynqrConnectionError) console.log('network trouble')
  else throw error
}
