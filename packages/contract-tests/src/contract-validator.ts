import { OPERATIONS, type OperationSpec, openapiDocument } from '@dynqr/contract'
import { Ajv, type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'

type Node = Record<string, unknown>

/** What came back from one request, as the checks see it. */
export interface Exchange {
  operationId: string
  request: { method: string; url: string; headers: Record<string, string>; body?: string }
  status: number
  headers: Headers
  text: string
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown
}

const ajv = new Ajv({ strict: false, allErrors: true })
addFormats.default(ajv)
const bodyValidators = new Map<string, ValidateFunction>()

function operation(operationId: string): OperationSpec {
  const found = OPERATIONS.find((o) => o.operationId === operationId)
  if (!found) throw new Error(`openapi.yaml has no operation ${operationId}`)
  return found
}

function resolve(node: unknown): Node {
  let current = node as Node
  while (typeof current?.$ref === 'string') {
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce<Node>((n, key) => n[key.replaceAll('~1', '/')] as Node, openapiDocument as Node)
  }
  return current
}

/** The response object the contract documents for an operation and status, if any. */
export function documentedResponse(operationId: string, status: number): Node | undefined {
  const op = operation(operationId)
  const pathItem = (openapiDocument as { paths: Record<string, Node> }).paths[op.path] as Node
  const responses = (pathItem[op.method.toLowerCase()] as Node).responses as Node
  const response = responses[String(status)]
  return response === undefined ? undefined : resolve(response)
}

export function documentedStatuses(operationId: string): number[] {
  const op = operation(operationId)
  const pathItem = (openapiDocument as { paths: Record<string, Node> }).paths[op.path] as Node
  return Object.keys((pathItem[op.method.toLowerCase()] as Node).responses as Node).map(Number)
}

function headerValue(schema: Node, raw: string): unknown {
  return schema.type === 'integer' || schema.type === 'number' ? Number(raw) : raw
}

/**
 * Every way a response breaks the contract: an undocumented status, a missing or wrong
 * documented header, a body of the wrong media type or not matching its schema.
 */
export function contractViolations(exchange: Exchange): string[] {
  const { operationId, status } = exchange
  const response = documentedResponse(operationId, status)
  if (!response) {
    return [
      `status ${status} is not documented for ${operationId} (documented: ${documentedStatuses(operationId).join(', ')})`,
    ]
  }
  const problems: string[] = []
  for (const [name, rawHeader] of Object.entries((response.headers ?? {}) as Node)) {
    const header = resolve(rawHeader)
    const value = exchange.headers.get(name)
    if (value === null) {
      // Documented headers are expected on every such answer, unless the contract marks one
      // `required: false` (the rate-limit headers: absent when limits are off).
      if (header.required !== false) problems.push(`header ${name} is documented for ${status} but missing`)
      continue
    }
    const schema = { ...(header.schema as Node) }
    delete schema.format
    const key = `header ${JSON.stringify(schema)}`
    let validate = bodyValidators.get(key)
    if (!validate) {
      validate = ajv.compile(schema)
      bodyValidators.set(key, validate)
    }
    if (!validate(headerValue(schema, value))) {
      problems.push(`header ${name}: "${value}" ${ajv.errorsText(validate.errors, { dataVar: '' }).trim()}`)
    }
  }
  const content = response.content as Node | undefined
  if (!content) {
    if (exchange.text.length > 0 && status !== 302) problems.push(`status ${status} documents no body, but one came`)
    return problems
  }
  const mediaTypes = Object.keys(content)
  const contentType = exchange.headers.get('content-type') ?? ''
  const media = mediaTypes.find((m) => contentType.startsWith(m))
  if (!media) {
    problems.push(`Content-Type "${contentType}" is not one of ${mediaTypes.join(', ')}`)
    return problems
  }
  if (media !== 'application/json') return problems
  if (exchange.json === undefined) return [...problems, 'the body is not valid JSON']
  const key = `${operationId} ${status}`
  let validate = bodyValidators.get(key)
  if (!validate) {
    validate = ajv.compile(operation(operationId).responses[String(status)] as object)
    bodyValidators.set(key, validate)
  }
  if (!validate(exchange.json)) {
    for (const error of validate.errors ?? []) {
      problems.push(`body${error.instancePath.replaceAll('/', '.')} ${error.message ?? 'is invalid'}`)
    }
  }
  return problems
}

let webhookEventValidator: ValidateFunction | undefined

/**
 * Every way a webhook delivery's body breaks the contract's `webhooks` (its `WebhookEvent`
 * schema, with the components it refers to).
 */
export function webhookEventViolations(body: unknown): string[] {
  webhookEventValidator ??= ajv.compile({
    $ref: '#/components/schemas/WebhookEvent',
    components: (openapiDocument as { components: unknown }).components,
  })
  if (webhookEventValidator(body)) return []
  return (webhookEventValidator.errors ?? []).map(
    (error) => `body${error.instancePath.replaceAll('/', '.')} ${error.message ?? 'is invalid'}`,
  )
}
