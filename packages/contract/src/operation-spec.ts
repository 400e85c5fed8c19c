export type RequestPart = 'body' | 'params' | 'querystring'

export interface OperationSpec {
  operationId: string
  method: string
  /** Path in the contract, OpenAPI style (`/qrcode/{shortId}`). */
  path: string
  /** Path as the reference server serves it, Fastify style (`/api/v1/qrcode/:shortId`). */
  url: string
  /** Whether the operation needs an API key. */
  authenticated: boolean
  /** The scopes an API key needs for the operation (openapi.yaml's bearerAuth requirement). */
  scopes: readonly string[]
  /** JSON Schemas of the request parts, dereferenced. */
  request: Partial<Record<RequestPart, Record<string, unknown>>>
  /** JSON Schemas of the JSON responses by status, dereferenced. */
  responses: Record<string, unknown>
}
