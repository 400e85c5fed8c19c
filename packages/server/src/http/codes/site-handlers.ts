import { isWellFormedShortId, type OperationId } from '@dynqr/contract'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ShortLinkService } from '../../domain/codes/short-link-service.js'
import type { VerifiedDomains } from '../../domain/domains/verified-domains.js'
import { editPageCsp, editPageHtml } from '../../web/edit-page/edit-page-html.js'
import { PAGE_CSP } from '../../web/html-page.js'
import type { ResolveRequest } from '../../domain/codes/resolve-scan.js'
import { principalOf } from '../authenticate.js'
import type { Handler } from '../handler.js'
import { scanRequestOf } from '../scan-request.js'
import { customHostOf, hostedLinkAnswer } from './domain-hosts.js'
import { TOO_MANY_TRIES, WRONG_PASSWORD } from './password-page.js'
import {
  type BrandLookup,
  passwordFormAnswer,
  SHORT_LINK_NOT_FOUND,
  type ShortLinkAnswer,
  withBrand,
} from './short-link-answer.js'

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

/** The longest password form body read (a password is at most 200 characters). */
const FORM_BODY_LIMIT = 4096

/**
 * The password form's body (`application/x-www-form-urlencoded`, issue #43), read for the unlock
 * route only: every other route still takes JSON alone (a form sent there is a 415 as before), so
 * no API operation can be driven by a cross-site form.
 */
export function installPasswordForms(app: FastifyInstance, unlockUrl: string): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (request, body, done) => {
      if (request.routeOptions.url !== unlockUrl || request.method !== 'POST') {
        return done(Object.assign(new Error('Unsupported media type'), { statusCode: 415 }), undefined)
      }
      done(null, Object.fromEntries(new URLSearchParams(body as string)))
    },
  )
}

function send(reply: FastifyReply, answer: ShortLinkAnswer) {
  return reply
    .code(answer.status)
    .headers(answer.headers)
    .send(answer.body === '' ? undefined : answer.body)
}

/** The public pages of `{site_url}`: the short link and the edit page. */
export function siteHandlers(
  shortLinks: ShortLinkService,
  verified: VerifiedDomains,
  brands?: BrandLookup,
): Partial<Record<OperationId, Handler>> {
  return {
    followShortLink: async (request, reply) => {
      const { shortId } = request.params as ShortIdParams
      const host = customHostOf(verified, request.headers)
      const scan = await shortLinks.follow(
        shortId,
        scanRequestOf(request.method, request.headers, request.ip, request.url),
        host?.hostname ?? null,
      )
      const hosted = hostedLinkAnswer(scan, host)
      return send(reply, hosted.page && brands ? await withBrand(hosted, shortId, brands) : hosted)
    },
    // The routing's dry run (issue #43): an API operation, authenticated with read scope.
    resolveQrCode: async (request) => {
      const { shortId } = request.params as ShortIdParams
      return shortLinks.resolve(principalOf(request).accountId, shortId, request.body as ResolveRequest)
    },
    unlockShortLink: async (request, reply) => {
      const { shortId } = request.params as ShortIdParams
      const body = request.body as { password?: unknown } | undefined
      const password = typeof body?.password === 'string' ? body.password.slice(0, 200) : ''
      const scan = scanRequestOf('POST', request.headers, request.ip, request.url)
      const host = customHostOf(verified, request.headers)
      const result = await shortLinks.unlock(shortId, scan, password, host?.hostname ?? null)
      if (result.state === 'wrong') return send(reply, passwordFormAnswer(403, WRONG_PASSWORD))
      if (result.state === 'slowed') {
        const retry = { 'retry-after': String(result.retryAfterSeconds) }
        return send(reply, passwordFormAnswer(429, TOO_MANY_TRIES, retry))
      }
      return send(reply, hostedLinkAnswer(result, host))
    },
    getEditPage: async (request, reply) => {
      const { shortId } = request.params as ShortIdParams
      if (!isWellFormedShortId(shortId)) return page(reply, 404, SHORT_LINK_NOT_FOUND.body)
      // The page calls the API of the server that serves it, so same-origin is all it needs.
      return page(reply, 200, editPageHtml(shortId, '/api/v1'), editPageCsp("'self'"))
    },
  }
}
