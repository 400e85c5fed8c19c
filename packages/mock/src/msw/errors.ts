/** The MSW handlers' answers in the contract's error format, each with its `X-Request-Id`. */
import { HttpResponse } from 'msw'

export const requestId = () => `req_msw${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`

/** An error in the contract's format, with the headers the server adds to it. */
export function errorResponse(status: number, body: object, headers: Record<string, string> = {}) {
  const extra: Record<string, string> = {
    ...(status === 401 && { 'www-authenticate': 'Bearer realm="dynqr"' }),
    ...((status === 429 || status === 503) && { 'retry-after': '1' }),
  }
  const id = requestId()
  return HttpResponse.json(
    { ...body, requestId: id },
    { status, headers: { 'x-request-id': id, ...extra, ...headers } },
  )
}

/** Every answer carries `X-Request-Id`, as the server's do (the contract documents it on each). */
export function withRequestId(response: Response): Response {
  if (!response.headers.has('x-request-id')) response.headers.set('x-request-id', requestId())
  return response
}
