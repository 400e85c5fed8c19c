import type { OperationId } from '@dynqr/contract'
import { expect } from 'vitest'
import { contractProblems, type InjectedResponse, jsonOf } from './contract-problems.js'

export type { InjectedResponse }

/**
 * Asserts that a response is one the contract documents for the operation and returns the
 * parsed JSON body (undefined for other bodies).
 */
export function expectContract<T = Record<string, unknown>>(operationId: OperationId, response: InjectedResponse): T {
  const violations = contractProblems(operationId, response)
  expect(violations, `${operationId} → ${response.statusCode}\n${response.body.slice(0, 500)}`).toEqual([])
  return jsonOf(response) as T
}

/** The routing fields (issue #43) of a code created without any. */
export const NO_ROUTING = { rules: [], variants: [], hasPassword: false, forwardQuery: false, utm: null } as const
