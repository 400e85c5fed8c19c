import { OPERATIONS, openapiDocument } from '@dynqr/contract'
import type { FastifyReply, FastifyRequest } from 'fastify'

type Node = Record<string, unknown>

/** Follows a local `$ref` into the contract's components. */
function resolve(node: unknown): Node {
  let current = node as Node
  while (typeof current?.$ref === 'string') {
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce<Node>((n, key) => n[key.replaceAll('~1', '/')] as Node, openapiDocument as Node)
  }
  return current ?? {}
}

interface Documented {
  status: number
  examples: Record<string, unknown>
}

/** The error responses the contract documents for an operation, with their named examples. */
function errorResponses(operationId: string): Documented[] {
  const op = OPERATIONS.find((o) => o.operationId === operationId)
  const paths = (openapiDocument as { paths: Record<string, Node> }).paths
  const responses = ((paths[op?.path ?? '']?.[op?.method.toLowerCase() ?? ''] as Node | undefined)?.responses ??
    {}) as Node
  return Object.entries(responses)
    .filter(([status]) => Number(status) >= 400)
    .map(([status, response]) => {
      const media = (resolve(response).content as Node | undefined)?.['application/json'] as Node | undefined
      const examples = Object.fromEntries(
        Object.entries((media?.examples ?? {}) as Record<string, Node>).map(([name, ex]) => [name, resolve(ex).value]),
      )
      return { status: Number(status), examples }
    })
}

/**
 * The documented error of an operation with this status or this named example (the first of
 * its examples when no name is given), without a `requestId`.
 */
export function documentedError(
  operationId: string,
  status?: number,
  example?: string,
): { status: number; body: Node } | undefined {
  const documented = errorResponses(operationId).find((d) =>
    example !== undefined ? example in d.examples : d.status === status,
  )
  if (!documented) return undefined
  const value = (example !== undefined ? documented.examples[example] : Object.values(documented.examples)[0]) as
    | Node
    | undefined
  const { requestId: _, ...body } = value ?? {}
  return { status: documented.status, body }
}

/**
 * The success answer the contract documents for an operation (its lowest 2xx): the named example
 * (or the first), with its media type; undefined when it documents none with content.
 */
export function documentedAnswer(
  operationId: string,
  example?: string,
): { status: number; type: string | undefined; body: unknown } | undefined {
  const op = OPERATIONS.find((o) => o.operationId === operationId)
  const paths = (openapiDocument as { paths: Record<string, Node> }).paths
  const responses = ((paths[op?.path ?? '']?.[op?.method.toLowerCase() ?? ''] as Node | undefined)?.responses ??
    {}) as Node
  const success = Object.keys(responses)
    .filter((status) => /^2\d\d$/.test(status))
    .sort()[0]
  if (!success) return undefined
  const content = (resolve(responses[success]).content ?? {}) as Record<string, Node>
  const type = 'application/json' in content ? 'application/json' : Object.keys(content)[0]
  const media = type ? content[type] : undefined
  const examples = Object.entries((media?.examples ?? {}) as Record<string, Node>)
  const chosen = examples.find(([name]) => name === example) ?? examples[0]
  const body = chosen ? resolve(chosen[1]).value : media?.example
  return { status: Number(success), type, body }
}

/** What `Prefer` asks for: `code=404`, `example=badScheme` (Prism's syntax; both may be given). */
export function parsePrefer(header: string | undefined): { code?: number; example?: string } {
  const out: { code?: number; example?: string } = {}
  for (const part of (header ?? '').split(/[,;]/)) {
    const [key, value] = part.split('=').map((s) => s.trim().replace(/^"|"$/g, ''))
    if (key === 'code' && /^\d{3}$/.test(value ?? '')) out.code = Number(value)
    if (key === 'example' && value) out.example = value
  }
  return out
}

const HEADERS: Record<number, Record<string, string>> = {
  401: { 'www-authenticate': 'Bearer realm="dynqr"' },
  429: { 'retry-after': '1' },
  503: { 'retry-after': '1' },
}

/**
 * An onRequest hook for the stateful mock: `Prefer: code=<4xx|5xx>` or `example=<name of an
 * error example>` answers the contract's documented error for the operation, as Prism does, so
 * front ends can show every error state; anything else (and success codes, which the real flow
 * answers) goes on to the server. An error the operation does not document is refused with 400.
 */
export async function preferHook(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const prefer = parsePrefer(request.headers.prefer as string | undefined)
  if (prefer.code === undefined && prefer.example === undefined) return
  const url = request.routeOptions.url
  const op = OPERATIONS.find((o) => o.url === url && o.method === request.method)
  if (!op) return
  const documented = errorResponses(op.operationId)
  const byExample = prefer.example
    ? documented.find((d) => prefer.example !== undefined && prefer.example in d.examples)
    : undefined
  const wanted =
    byExample ??
    (prefer.code !== undefined && prefer.code >= 400 ? documented.find((d) => d.status === prefer.code) : undefined)
  if (!wanted) {
    if (prefer.code === undefined || prefer.code < 400) return
    const statuses = documented.map((d) => d.status).join(', ')
    await reply.code(400).send({
      error: 'INVALID_REQUEST',
      message: `Prefer: code=${prefer.code} is not documented for ${op.operationId}; documented errors: ${statuses}`,
      requestId: request.id,
    })
    return
  }
  const example = (prefer.example && wanted.examples[prefer.example]) ?? Object.values(wanted.examples)[0]
  const body = example && typeof example === 'object' ? { ...(example as Node), requestId: request.id } : example
  await reply
    .code(wanted.status)
    .headers(HEADERS[wanted.status] ?? {})
    .send(body ?? { error: 'INTERNAL_ERROR', message: `status ${wanted.status}`, requestId: request.id })
}
