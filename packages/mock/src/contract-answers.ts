import { OPERATIONS, type OperationSpec, requestChecker, type ValidationProblem } from '@dynqr/contract'
import { documentedError } from './prefer.js'

/*
 * The server's answers to requests it refuses before an operation runs, from the contract alone
 * (no Node APIs): the front of both mocks and the MSW handlers share them.
 */

/** Every operation's path as a pattern, to find the operation of a request. */
const ROUTES = OPERATIONS.map((op) => ({
  op,
  names: [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string),
  pattern: new RegExp(`^${op.path.replace(/\{(\w+)\}/g, '([^/]+)')}$`),
}))

export function operationOf(
  method: string,
  path: string,
): { op: OperationSpec; params: Record<string, string> } | undefined {
  for (const route of ROUTES) {
    if (route.op.method !== method) continue
    const match = route.pattern.exec(path)
    if (!match) continue
    const params: Record<string, string> = {}
    route.names.forEach((name, i) => {
      params[name] = decodeURIComponent(match[i + 1] ?? '')
    })
    return { op: route.op, params }
  }
  return undefined
}

/** The query string as the server's parser reads it: a repeated name is a list. */
export function queryObject(search: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {}
  for (const [key, value] of search) {
    const previous = out[key]
    out[key] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value]
  }
  return out
}

export interface Refusal {
  status: number
  body: { error: string; message: string; details?: ValidationProblem[] }
}

const invalid = (message: string, details?: ValidationProblem[]): Refusal => ({
  status: 400,
  body: { error: 'INVALID_REQUEST', message, ...(details && { details }) },
})

/**
 * The checks the server makes before an operation runs, with the contract's generated
 * validators and the server's messages: a path parameter that cannot exist is a 404, a query or
 * body the contract refuses a 400 naming every field, malformed JSON a 400.
 */
export function refusal(
  op: OperationSpec,
  params: Record<string, string>,
  search: URLSearchParams,
  raw: string,
  type: string,
): Refusal | undefined {
  if (op.request.params && requestChecker(op.operationId, 'params')(params).length > 0) {
    const notFound = documentedError(op.operationId, 404)
    return notFound ? { status: 404, body: notFound.body as Refusal['body'] } : undefined
  }
  if (op.request.querystring) {
    const problems = requestChecker(op.operationId, 'querystring')(queryObject(search))
    if (problems.length > 0) return invalid(problems[0]?.message ?? 'The query is invalid', problems)
  }
  if (op.request.body && /^application\/json\b/i.test(type)) {
    if (raw.length === 0) return invalid('The request body is empty; send a JSON object')
    let body: unknown
    try {
      body = JSON.parse(raw)
    } catch {
      return invalid('The request body is not valid JSON')
    }
    const problems = requestChecker(op.operationId, 'body')(body)
    if (problems.length > 0) return invalid(problems[0]?.message ?? 'The request body is invalid', problems)
  }
  return undefined
}

/** A list answer cut to the page asked for, as the server pages (`limit` default 20). */
export function paged(text: string, search: URLSearchParams): string | undefined {
  let json: { data?: unknown[]; pagination?: Record<string, unknown> }
  try {
    json = JSON.parse(text)
  } catch {
    return undefined
  }
  if (!Array.isArray(json?.data) || typeof json.pagination !== 'object') return undefined
  const limit = Number(search.get('limit') ?? 20)
  const offset = Number(search.get('offset') ?? 0)
  const total = json.data.length
  const data = json.data.slice(offset, offset + limit)
  return JSON.stringify({ ...json, data, pagination: { total, limit, offset, hasMore: offset + data.length < total } })
}
