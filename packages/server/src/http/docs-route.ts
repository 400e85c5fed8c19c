import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { sendError } from './error-reply.js'
import { docsCsp } from './security-headers.js'

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

type Encoding = 'br' | 'gzip' | 'identity'

/**
 * The encoding to answer in for an `Accept-Encoding` header: br, then gzip, by the client's
 * q-values (`q=0` refuses one), identity otherwise.
 */
export function chooseEncoding(header: string | undefined): Encoding {
  const q = new Map<string, number>()
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined)
    if (name) q.set(name, weight === undefined ? 1 : Number(weight))
  }
  const accepted = (name: string) => (q.get(name) ?? q.get('*') ?? 0) > 0
  const best = (['br', 'gzip'] as const).filter(accepted).sort((a, b) => (q.get(b) ?? 1) - (q.get(a) ?? 1))[0]
  return best ?? 'identity'
}

/**
 * GET /docs: the 2.7 MB HTML API reference, read, hashed (ETag, the CSP's script hashes) once at
 * start, compressed once per encoding on first demand and then served from memory: no file read,
 * regex scan or hash per request. `If-None-Match` with its ETag answers 304. A missing file
 * (not built) answers 404, as before.
 */
export async function installDocsRoute(app: FastifyInstance, file: string | undefined): Promise<void> {
  const html = file ? await readFile(file).catch(() => undefined) : undefined
  if (html === undefined) {
    app.get('/docs', async (request, reply) =>
      sendError(request, reply, 'NOT_FOUND', 'The API reference is not built; run npm run build'),
    )
    return
  }
  // Weak: one validator for every encoding of the same document.
  const etag = `W/"${createHash('sha256').update(html).digest('base64url')}"`
  const csp = docsCsp(html.toString('utf8'))
  const bodies = new Map<Encoding, Promise<Buffer>>([['identity', Promise.resolve(html)]])
  const body = (encoding: Encoding): Promise<Buffer> => {
    let compressed = bodies.get(encoding)
    if (!compressed) {
      compressed =
        encoding === 'br'
          ? brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
          : gzipped(html, { level: 9 })
      bodies.set(encoding, compressed)
    }
    return compressed
  }

  app.get('/docs', async (request, reply) => {
    reply
      .header('content-security-policy', csp)
      .header('x-frame-options', 'DENY')
      .header('etag', etag)
      .header('vary', 'Accept-Encoding')
      .header('cache-control', 'public, no-cache')
    const match = request.headers['if-none-match']
    if (match?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag.slice(2) || tag.trim() === '*')) {
      return reply.code(304).send()
    }
    const encoding = chooseEncoding(request.headers['accept-encoding'])
    if (encoding !== 'identity') reply.header('content-encoding', encoding)
    return reply.type('text/html; charset=utf-8').send(await body(encoding))
  })
}
