import { describe, expect, it } from 'vitest'
import { OPERATIONS, openapiDocument, validateRequest } from '../src/index.js'

type Node = Record<string, unknown>
const paths = (openapiDocument as Node).paths as Record<string, Node>
const components = (openapiDocument as Node).components as Node

function requestExamples(id: string): [string, unknown][] {
  const op = OPERATIONS.find((o) => o.operationId === id)
  const body = (paths[op?.path ?? ''] as Node)[op?.method.toLowerCase() ?? ''] as Node
  const media = ((body.requestBody as Node).content as Node)['application/json'] as Node
  return Object.entries(media.examples as Node).map(([name, e]) => [name, (e as Node).value])
}

describe('the generated validators accept every documented example', () => {
  it.each(
    ['createQrCode', 'updateQrCode'].flatMap((id) => requestExamples(id).map(([name, v]) => [id, name, v])),
  )('%s body %s', (id, _name, value) => {
    expect(validateRequest(String(id), 'body', structuredClone(value))).toEqual([])
  })

  it.each(['Limit', 'Offset', 'Sort', 'Order'])('list parameter example %s', (name) => {
    const parameter = (components.parameters as Node)[name] as Node
    for (const example of Object.values(parameter.examples as Node)) {
      const query = { [String(parameter.name)]: String((example as Node).value) }
      expect(validateRequest('listQrCodes', 'querystring', query)).toEqual([])
    }
  })
})

describe('the generated validators reject bad requests, naming the field', () => {
  const url = 'https://example.com/'
  it.each([
    ['missing targetUrl', 'createQrCode', {}, 'targetUrl', 'targetUrl is required'],
    ['targetUrl not a string', 'createQrCode', { targetUrl: 42 }, 'targetUrl', 'targetUrl must be a string'],
    [
      'another scheme',
      'createQrCode',
      { targetUrl: 'javascript:alert(1)' },
      'targetUrl',
      'targetUrl must be an absolute http: or https: URL',
    ],
    [
      'oversize URL',
      'createQrCode',
      { targetUrl: `${url}${'a'.repeat(2048)}` },
      'targetUrl',
      'targetUrl must be at most 2048 characters long',
    ],
    [
      'bad colour',
      'createQrCode',
      { targetUrl: url, qrCodeOptions: { dotsOptions: { color: 'red' } } },
      'qrCodeOptions.dotsOptions.color',
      'qrCodeOptions.dotsOptions.color must be a colour in #RRGGBB form',
    ],
    [
      'short colour',
      'updateQrCode',
      { qrCodeOptions: { backgroundOptions: { color: '#fff' } } },
      'qrCodeOptions.backgroundOptions.color',
      'qrCodeOptions.backgroundOptions.color must be a colour in #RRGGBB form',
    ],
    [
      'unknown dot type',
      'createQrCode',
      { targetUrl: url, qrCodeOptions: { dotsOptions: { type: 'hearts' } } },
      'qrCodeOptions.dotsOptions.type',
      'qrCodeOptions.dotsOptions.type must be one of: square, dots, rounded, extra-rounded, classy, classy-rounded',
    ],
    [
      'width too small',
      'createQrCode',
      { targetUrl: url, qrCodeOptions: { width: 10 } },
      'qrCodeOptions.width',
      'qrCodeOptions.width must be at least 64',
    ],
    [
      'height not an integer',
      'updateQrCode',
      { qrCodeOptions: { height: 300.5 } },
      'qrCodeOptions.height',
      'qrCodeOptions.height must be an integer',
    ],
    ['unknown field', 'createQrCode', { targetUrl: url, colour: 'red' }, 'colour', 'colour is not a known field'],
    [
      'an image that is not an asset id',
      'createQrCode',
      { targetUrl: url, qrCodeOptions: { image: 'x.png' } },
      'qrCodeOptions.image',
      'qrCodeOptions.image must match ^ast_[0-9a-f]{16}$',
    ],
    [
      'a gradient of one stop',
      'createQrCode',
      {
        targetUrl: url,
        qrCodeOptions: { dotsOptions: { gradient: { colorStops: [{ offset: 0, color: '#000000' }] } } },
      },
      'qrCodeOptions.dotsOptions.gradient.colorStops',
      'qrCodeOptions.dotsOptions.gradient.colorStops must have at least 2 items',
    ],
    [
      'frame text over 24 characters',
      'createQrCode',
      { targetUrl: url, qrCodeOptions: { frameOptions: { type: 'box', text: 'x'.repeat(25) } } },
      'qrCodeOptions.frameOptions.text',
      'qrCodeOptions.frameOptions.text must be at most 24 characters long',
    ],
    ['views cannot be set', 'updateQrCode', { views: 1_000_000 }, 'views', 'views is not a known field'],
    ['shortId cannot be set', 'updateQrCode', { shortId: 'mine' }, 'shortId', 'shortId is not a known field'],
    [
      'createdAt cannot be set',
      'createQrCode',
      { targetUrl: url, createdAt: '2020-01-01T00:00:00Z' },
      'createdAt',
      'createdAt is not a known field',
    ],
    [
      'unknown option',
      'createQrCode',
      { targetUrl: url, qrCodeOptions: { shape: 'square' } },
      'qrCodeOptions.shape',
      'qrCodeOptions.shape is not a known field',
    ],
    [
      'customShortId too short',
      'createQrCode',
      { targetUrl: url, customShortId: 'ab' },
      'customShortId',
      'customShortId must be at least 3 characters long',
    ],
    [
      'customShortId with a slash',
      'createQrCode',
      { targetUrl: url, customShortId: 'a/b' },
      'customShortId',
      'customShortId must contain only the characters A–Z, a–z, 0–9, _ and -',
    ],
    ['body not an object', 'createQrCode', ['x'], '', 'The request body must be a JSON object'],
  ])('%s', (_name, id, body, field, message) => {
    expect(validateRequest(id, 'body', body)).toContainEqual({ field, message })
  })

  it.each([
    [{ limit: '101' }, 'limit', 'limit must be at most 100'],
    [{ limit: '0' }, 'limit', 'limit must be at least 1'],
    [{ limit: 'ten' }, 'limit', 'limit must be an integer'],
    [{ limit: '0x10' }, 'limit', 'limit must be an integer'],
    [{ limit: '1e2' }, 'limit', 'limit must be an integer'],
    [{ limit: '  5' }, 'limit', 'limit must be an integer'],
    [{ offset: '5.0' }, 'offset', 'offset must be an integer'],
    [{ offset: '-1' }, 'offset', 'offset must be at least 0'],
    [{ sort: 'name' }, 'sort', 'sort must be one of: createdAt, updatedAt, views'],
    [{ order: 'up' }, 'order', 'order must be one of: asc, desc'],
    [{ page: '2' }, 'page', 'page is not a known parameter'],
  ])('list query %o', (query, field, message) => {
    expect(validateRequest('listQrCodes', 'querystring', query)).toContainEqual({ field, message })
  })

  it('reports every problem, not only the first', () => {
    const problems = validateRequest('createQrCode', 'body', { qrCodeOptions: { width: 1, height: 99999 } })
    expect(problems.map((p) => p.field)).toEqual(['targetUrl', 'qrCodeOptions.width', 'qrCodeOptions.height'])
  })

  it('coerces list parameters and fills in their defaults', () => {
    const query: Record<string, unknown> = { limit: '5' }
    expect(validateRequest('listQrCodes', 'querystring', query)).toEqual([])
    expect(query).toEqual({ limit: 5, offset: 0, sort: 'createdAt', order: 'desc' })
  })
})
