import { isWellFormedShortId, type OperationId } from '@dynqr/contract'
import type { FastifyReply } from 'fastify'
import type { ShortLinkService } from '../../domain/codes/short-link-service.js'
import type { VerifiedDomains } from '../../domain/domains/verified-domains.js'
import { editPageCsp, editPageHtml } from '../../web/edit-page/edit-page-html.js'
import { PAGE_CSP } from '../../web/html-page.js'
import type { Handler } from '../handler.js'
import { scanRequestOf } from '../scan-request.js'
import { customHostOf, hostedLinkAnswer } from './domain-hosts.js'
import { SHORT_LINK_NOT_FOUND } from './short-link-answer.js'

type ShortIdParams = { shortId: string }

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
export function siteHandlers(
  shortLinks: ShortLinkService,
  verified: VerifiedDomains,
): Partial<Record<OperationId, Handler>> {
  return {
    followShortLink: async (request, reply) => {
      const { shortId } = request.params as ShortIdParams
      const scan = await shortLinks.follow(shortId, scanRequestOf(request.method, request.headers, request.ip))
      const answer = hostedLinkAnswer(scan, customHostOf(verified, request.headers))
      return reply
        .code(answer.status)
        .headers(answer.headers)
        .send(answer.body === '' ? undefined : answer.body)
    },
    getEditPage: async (request, reply) => {
      const { shortId } = request.params as ShortIdParams
      if (!isWellFormedShortId(shortId)) return page(reply, 404, SHORT_LINK_NOT_FOUND.body)
      // The page calls the API of the server that serves it, so same-origin is all it needs.
      return page(reply, 200, editPageHtml(shortId, '/api/v1'), editPageCsp("'self'"))
    },
  }
}
