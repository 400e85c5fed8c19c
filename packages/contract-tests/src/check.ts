import { OPERATIONS, openapiDocument } from '@dynqr/contract'
import type { Exchange } from './contract-validator.js'
import type { ContractKit, KitOptions } from './kit.js'

export type Node = Record<string, unknown>

/** One named check of one operation: a few requests, each answer checked against the contract. */
export interface Check {
  operationId: string
  name: string
  skip?: string
  /** Why the check cannot pass through Prism's proxy, when it cannot. */
  notThroughPrismProxy?: string
  body: () => Promise<void>
}

/** What the checks of one full-profile run share: the kit, and the codes earlier checks made. */
export interface FullRun {
  kit: ContractKit
  options: KitOptions
  /** `{site_url}`, without a trailing slash. */
  site: string
  /** A random suffix of this run, so ids it makes and looks for are its own. */
  run: string
  /** The custom short id this run creates (and, at the end, deletes). */
  customId: string
  state: { generated?: Node; custom?: Node }
  /** The custom code's id; fails the check when an earlier step could not create it. */
  needsCode: () => string
}

export const PRISM_ANSWERS_ITSELF = "Prism's proxy answers this request itself, before the deployment sees it"
export const PRISM_FOLLOWS_REDIRECTS = "Prism's proxy follows the redirect instead of returning it"

export const check = (
  operationId: string,
  name: string,
  body: () => Promise<void>,
  skip?: string,
  notThroughPrismProxy?: string,
): Check => ({
  operationId,
  name,
  body,
  ...(skip && { skip }),
  ...(notThroughPrismProxy && { notThroughPrismProxy }),
})

/** JSON with object keys sorted, so equal values compare equal whatever their key order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Node).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  )
export const sameJson = (a: unknown, b: unknown) => canonical(a) === canonical(b)

export const field = (exchange: Exchange, name: string): unknown => (exchange.json as Node | undefined)?.[name]

export const created = (exchange: Exchange) => exchange.json as Node

/** The operation object of the contract (its `security`, `requestBody`, `parameters` …). */
function operationObject(operationId: string): Node {
  const op = OPERATIONS.find((o) => o.operationId === operationId)
  const pathItem = (openapiDocument as { paths: Record<string, Node> }).paths[op?.path ?? ''] as Node
  return pathItem[op?.method.toLowerCase() ?? ''] as Node
}

/**
 * Whether only a signed-in person may ask (its `security` names `sessionCookie` alone: switching
 * account, signing out), so a key is not enough.
 */
export function sessionOnly(operationId: string): boolean {
  const security = (operationObject(operationId).security ?? []) as Node[]
  return security.length > 0 && security.every((requirement) => !('bearerAuth' in requirement))
}

/** The first named example of an operation's request body. */
export function requestExample(operationId: string): unknown {
  const op = OPERATIONS.find((o) => o.operationId === operationId)
  const pathItem = (openapiDocument as { paths: Record<string, Node> }).paths[op?.path ?? ''] as Node
  const requestBody = (pathItem[op?.method.toLowerCase() ?? ''] as Node).requestBody as Node | undefined
  const media = (requestBody?.content as Node | undefined)?.['application/json'] as Node | undefined
  const first = Object.values((media?.examples ?? {}) as Node)[0] as Node | undefined
  return first?.value
}

/**
 * The operation's required query parameters, each with its first example, as a query string
 * (`shortIds=spring-sale,aZ3kP9qX`); `undefined` when it has none.
 */
export function requiredQueryExample(operationId: string): string | undefined {
  const op = OPERATIONS.find((o) => o.operationId === operationId)
  const pathItem = (openapiDocument as { paths: Record<string, Node> }).paths[op?.path ?? ''] as Node
  const operation = pathItem[op?.method.toLowerCase() ?? ''] as Node
  const pairs = ((operation.parameters ?? []) as Node[])
    .filter((p) => p.in === 'query' && p.required === true)
    .map((p) => {
      const example = Object.values((p.examples ?? {}) as Node)[0] as Node | undefined
      return `${encodeURIComponent(String(p.name))}=${encodeURIComponent(String(example?.value ?? ''))}`
    })
  return pairs.length > 0 ? pairs.join('&') : undefined
}
