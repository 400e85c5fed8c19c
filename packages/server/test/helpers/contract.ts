import { OPERATIONS, type OperationId } from '@dynqr/contract'
import { Ajv, type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import { expect } from 'vitest'

const ajv = new Ajv({ strict: false, allErrors: true })
addFormats.default(ajv)
const compiled = new Map<string, ValidateFunction>()

export interface InjectedResponse {
  statusCode: number
  headers: Record<string, unknown>
  body: string
}

/**
 * Asserts that a response is one the contract lists for the operation, and that its JSON body
 * matches the schema of that status. Returns the parsed body.
 */
export function expectContract<T = Record<string, unknown>>(operationId: OperationId, response: InjectedResponse): T {
  const operation = OPERATIONS.find((o) => o.operationId === operationId)
  if (!operation) throw new Error(`No operation ${operationId}`)
  const status = String(response.statusCode)
  const statuses = new Set([...Object.keys(operation.responses), '204', '302'])
  expect(statuses, `${operationId} does not document ${status}`).toContain(status)
  expect(response.headers['x-request-id'], 'every response has x-request-id').toEqual(expect.any(String))
  const schema = operation.responses[status]
  if (!schema) return undefined as T
  expect(String(response.headers['content-type'])).toMatch(/^application\/json/)
  const key = `${operationId} ${status}`
  let validate = compiled.get(key)
  if (!validate) {
    validate = ajv.compile(schema as object)
    compiled.set(key, validate)
  }
  const body = JSON.parse(response.body) as unknown
  expect(validate(body), `${key}: ${ajv.errorsText(validate.errors)}\n${response.body}`).toBe(true)
  return body as T
}
