import { Ajv } from 'ajv'
import { describe, expect, it } from 'vitest'
import { ERROR_CODES, ERROR_STATUS, type ErrorCode, OPERATIONS, openapiDocument } from '../src/index.js'

type Node = Record<string, unknown>
const doc = openapiDocument as Node

function resolve(node: unknown): Node {
  let current = node as Node
  while (typeof current.$ref === 'string') {
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce<Node>((n, key) => n[key.replaceAll('~1', '/')] as Node, doc)
  }
  return current
}

function operation(id: string) {
  const found = OPERATIONS.find((o) => o.operationId === id)
  if (!found) throw new Error(`no operation ${id}`)
  return found
}

function responseExamples(id: string, status: string): unknown[] {
  const { path, method } = operation(id)
  const op = (doc.paths as Node)[path] as Node
  const response = resolve(((op[method.toLowerCase()] as Node).responses as Node)[status])
  const media = (response.content as Node)['application/json'] as Node
  return Object.values(media.examples as Node).map((e) => (e as Node).value)
}

describe('the API document, kept to the letter', () => {
  it.each([
    ['createQrCode', 'POST', '/api/v1/qrcode', ['201', '400', '401']],
    ['getQrCode', 'GET', '/api/v1/qrcode/:shortId', ['200', '401', '404']],
    ['updateQrCode', 'PUT', '/api/v1/qrcode/:shortId', ['200', '400', '401', '404']],
    ['listQrCodes', 'GET', '/api/v1/qrcode', ['200', '400', '401']],
    ['deleteQrCode', 'DELETE', '/api/v1/qrcode/:shortId', ['401', '404']],
  ])('%s is %s %s with its documented statuses', (id, method, url, statuses) => {
    const op = operation(id)
    expect(op.method).toBe(method)
    expect(op.url).toBe(url)
    expect(op.authenticated).toBe(true)
    for (const status of statuses) expect(Object.keys(op.responses)).toContain(status)
  })

  it('deletes with 204 and no body', () => {
    const op = (doc.paths as Node)['/qrcode/{shortId}'] as Node
    const noContent = ((op.delete as Node).responses as Node)['204'] as Node
    expect(noContent.content).toBeUndefined()
  })

  it.each([
    ['createQrCode', '400', 'INVALID_REQUEST', 'targetUrl is required'],
    ['getQrCode', '401', 'UNAUTHORIZED', 'Invalid or missing API key'],
    ['getQrCode', '404', 'NOT_FOUND', 'QR code not found'],
  ])('%s %s documents %s with the message "%s"', (id, status, code, message) => {
    expect(responseExamples(id, status)).toContainEqual(expect.objectContaining({ error: code, message }))
  })

  it('creates with the fields the document lists', () => {
    const [created] = responseExamples('createQrCode', '201') as Node[]
    for (const field of [
      'success',
      'shortId',
      'qrCodeUrl',
      'editUrl',
      'targetUrl',
      'views',
      'createdAt',
      'updatedAt',
    ]) {
      expect(created).toHaveProperty(field)
    }
    expect(created?.views).toBe(0)
    expect(created?.updatedAt).toBe(created?.createdAt)
  })

  it('lists with the documented parameters, defaults and bounds', () => {
    const query = operation('listQrCodes').request.querystring as { properties: Record<string, Node> }
    expect(query.properties.limit).toMatchObject({ type: 'integer', default: 20, maximum: 100 })
    expect(query.properties.offset).toMatchObject({ type: 'integer', default: 0 })
    expect(query.properties.sort).toMatchObject({ enum: ['createdAt', 'updatedAt', 'views'], default: 'createdAt' })
    expect(query.properties.order).toMatchObject({ enum: ['asc', 'desc'], default: 'desc' })
  })

  it('serves the API under /api/v1 with Bearer keys', () => {
    expect((doc.servers as Node[])[0]?.url).toBe('{siteUrl}/api/v1')
    expect((doc.components as Node).securitySchemes).toMatchObject({ bearerAuth: { type: 'http', scheme: 'bearer' } })
  })
})

describe('every documented response example is valid against its schema', () => {
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false })
  const cases = OPERATIONS.flatMap((op) =>
    Object.entries(op.responses).map(([status, schema]) => [op.operationId, status, schema] as const),
  )
  it.each(cases)('%s %s', (id, status, schema) => {
    const validate = ajv.compile(schema as object)
    const examples = responseExamples(id, status)
    expect(examples.length).toBeGreaterThan(0)
    for (const example of examples) expect(validate(example), JSON.stringify(validate.errors)).toBe(true)
  })
})

describe('the error statuses of x-error-status', () => {
  const errorCases = OPERATIONS.flatMap((op) =>
    Object.keys(op.responses)
      .filter((status) => Number(status) >= 400)
      .flatMap((status) =>
        responseExamples(op.operationId, status).map((example) => [op.operationId, status, example] as const),
      ),
  )
  // Error bodies only: the readiness probe's 503 answers with a Health body, not an error code.
  const errorBodies = errorCases.filter(([, , example]) => typeof (example as { error?: unknown }).error === 'string')

  it('give every error code a status', () => {
    expect(Object.keys(ERROR_STATUS)).toEqual([...ERROR_CODES])
  })

  it('are checked against every documented error', () => {
    expect(errorBodies.length).toBeGreaterThan(20)
  })

  it.each(errorBodies)('agree with %s %s: %j', (_id, status, example) => {
    expect(ERROR_STATUS[(example as { error: ErrorCode }).error]).toBe(Number(status))
  })

  it('agree with the table in the ErrorCode description', () => {
    const schema = ((doc.components as Node).schemas as Node).ErrorCode as Node
    const rows = [...String(schema.description).matchAll(/^\| (\d{3}) \| ([A-Z_]+) \|/gm)]
    expect(Object.fromEntries(rows.map(([, status, code]) => [code, Number(status)]))).toEqual(ERROR_STATUS)
  })
})
