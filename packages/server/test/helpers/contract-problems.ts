import { contractViolations } from '@dynqr/contract-tests'

export interface InjectedResponse {
  statusCode: number
  headers: Record<string, unknown>
  body: string
}

/** The JSON body of a response, or undefined when it has none or it is not JSON. */
export function jsonOf(response: InjectedResponse): unknown {
  try {
    return response.body ? JSON.parse(response.body) : undefined
  } catch {
    return undefined
  }
}

/**
 * Every way an injected response breaks the contract for the operation — status, documented
 * headers, media type and body schema — as the contract-test kit's validator finds them.
 */
export function contractProblems(operationId: string, response: InjectedResponse): string[] {
  const headers = new Headers()
  for (const [name, value] of Object.entries(response.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value))
  }
  return contractViolations({
    operationId,
    request: { method: '', url: '', headers: {} },
    status: response.statusCode,
    headers,
    text: response.body,
    json: jsonOf(response),
  })
}
