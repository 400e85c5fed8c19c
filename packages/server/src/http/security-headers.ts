import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'

/**
 * Headers every answer carries — API, pages, assets, /docs and short links (the fast path adds
 * them too): no MIME sniffing, and no referrer sent onwards (a scanned short link's address is
 * not passed to its target).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
}

/**
 * The security headers on every answer, and `Cache-Control: no-store` on API answers that do not
 * set their own (images do: they are revalidated with their ETag). One callback hook, no promise.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS)
    done()
  })
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store')
    done(null, payload)
  })
}

/**
 * The Content-Security-Policy of /docs, Redoc's self-contained reference: its inline scripts
 * allowed by hash (computed from the file served, so a rebuilt reference stays allowed and
 * nothing else runs), inline styles (styled-components), workers from blobs, and no framing.
 */
export function docsCsp(html: string): string {
  const hashes = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.trim() !== '')
    .map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`)
  return [
    "default-src 'none'",
    `script-src 'self' blob: ${[...new Set(hashes)].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ')
}
