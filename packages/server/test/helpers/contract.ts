import type { OperationId } from '@dynqr/contract'
import { contractViolations } from '@dynqr/contract-tests'
import { expect } from 'vitest'

export interface InjectedResponse {
  statusCode: number
  headers: Record<string, unknown>
  body: string
}

/**
 * Asserts that a response is one the contract documents for the operation — status, documented
 * headers, media type and body schema, checked by the contract-test kit's validator — and
 * returns the parsed JSON body (undefined for other bodies).
 */
export function expectContract<T = Record<string, unknown>>(operationId: OperationId, response: InjectedResponse): T {
  const headers = new Headers()
  for (const [name, value] of Object.entries(response.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value))
  }
  let json: unknown
  try {
    json = response.body ? JSON.parse(response.body) : undefined
  } catch {
    json = undefined
  }
  const violations = contractViolations({
    operationId,
    request: { method: '', url: '', headers: {} },
    status: response.statusCode,
    headers,
    text: response.body,
    json,
  })
  expect(violations, `${operationId} → ${response.statusCode}\n${response.body.slice(0, 500)}`).toEqual([])
  return json as T
}
