import { isWellFormedShortId, type OperationId } from '@dynqr/contract'
import type { FastifyReply } from 'fastify'
import type { ShortLinkService } from '../domain/short-link-service.js'
import { editPageCsp, editPageHtml } from '../web/edit-page/edit-page-html.js'
import { htmlPage, PAGE_CSP } from './html-page.js'
import type { Handler } from './qr-code-handlers.js'

type ShortIdParams = { shortId: string }

const NOT_FOUND_PAGE = htmlPage(
  'QR code not found',
  '<h1>QR code not found</h1><p>No QR code has this address. Check that it was typed or scanned in full.</p>',
)
const ENDED_PAGE = htmlPage(
  'QR code no longer active',
  '<h1>This QR code is no longer active</h1><p>Its owner switched it off, or it expired or reached its scan limit.</p>',
)
const GONE_PAGE = htmlPage(
  'QR code deleted',
  '<h1>This QR code has been deleted</h1><p>Its owner deleted it; it will not point anywhere again.</p>',
)

function page(reply: FastifyReply, status: number, html: string, csp = PAGE_CSP) {
  return reply
    .code(status)
    .header('content-security-policy', csp)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .type('text/html; charset=utf-8')
    .send(html)
}

/** The public pages of `{site_url}`: the short link and the edit page. */
export function siteHandlers(shortLinks: ShortLinkService): Partial<Record<OperationId, Handler>> {
  return {
    followShortLink: async (request, reply) => {
      const { shortId } = request.params as ShortIdParams
      const purpose = request.headers['sec-purpose'] ?? request.headers.purpose
      const scan = await shortLinks.follow(shortId, {
        method: request.method,
        userAgent: request.headers['user-agent'],
        purpose: Array.isArray(purpose) ? purpose.join(',') : purpose,
      })
      if (scan.state === 'missing') return page(reply, 404, NOT_FOUND_PAGE)
      if (scan.state === 'deleted') return page(reply, 410, GONE_PAGE)
      const location = scan.state === 'live' ? scan.targetUrl : scan.fallbackUrl
      if (location === null) return page(reply, 410, ENDED_PAGE)
      // 302, never 301: browsers would cache a 301 for good and defeat editing.
      return reply
        .code(302)
        .header('location', location)
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .send()
    },
    getEditPage: async (request, reply) => {
      const { shortId } = request.params as ShortIdParams
      if (!isWellFormedShortId(shortId)) return page(reply, 404, NOT_FOUND_PAGE)
      // The page calls the API of the server that serves it, so same-origin is all it needs.
      return page(reply, 200, editPageHtml(shortId, '/api/v1'), editPageCsp("'self'"))
    },
  }
}
