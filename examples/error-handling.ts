/**
 * Error handling: every failure is a typed error.
 *   DYNQR_API_KEY=dqr_… DYNQR_BASE_URL=http://127.0.0.1:3000/api/v1 npx tsx examples/error-handling.ts
 */
import {
  ConflictError,
  Dynqr,
  DynqrApiError,
  DynqrConnectionError,
  DynqrTimeoutError,
  InvalidRequestError,
  NotFoundError,
  PreconditionFailedError,
} from '@dynqr/sdk'

// The key and base URL come from DYNQR_API_KEY and DYNQR_BASE_URL.
const dynqr = new Dynqr({ timeout: 10_000, maxRetries: 2 })

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

// Safe concurrent edits: change the code only if nobody changed it since you read it.
const { data, etag } = await dynqr.qrcodes.get(id).withResponse()
try {
  await dynqr.qrcodes.update(id, { targetUrl: `${data.targetUrl}?v=2` }, { ifMatch: etag })
  console.log(`updated ${id}${etag ? ` (was version ${etag})` : ''}`)
} catch (error) {
  if (error instanceof PreconditionFailedError) console.log('someone else changed it first: read it again')
  else throw error
}
