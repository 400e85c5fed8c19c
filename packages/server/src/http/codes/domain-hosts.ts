import type { IncomingHttpHeaders } from 'node:http'
import type { FastifyInstance } from 'fastify'
import type { VerifiedDomain } from '../../domain/domains/domain-repository.js'
import { hostOfHeader } from '../../domain/domains/hostname-rules.js'
import type { VerifiedDomains } from '../../domain/domains/verified-domains.js'
import type { ScanResult } from '../../domain/records.js'
import { SHORT_LINK_NOT_FOUND, type ShortLinkAnswer, shortLinkAnswer } from './short-link-answer.js'

/** The verified custom domain a request is addressed to (its `Host`), if any: one Map lookup. */
export const customHostOf = (verified: VerifiedDomains, headers: IncomingHttpHeaders): VerifiedDomain | undefined =>
  verified.get(hostOfHeader(headers.host))

const redirect = (location: string): ShortLinkAnswer => ({
  status: 302,
  headers: { 'cache-control': 'no-store', 'x-robots-tag': 'noindex', location },
  body: '',
})

/** An id no code of the domain has: its `notFoundUrl`, else the 404 page. */
const notFoundOn = (host: VerifiedDomain | undefined): ShortLinkAnswer =>
  host?.notFoundUrl ? redirect(host.notFoundUrl) : SHORT_LINK_NOT_FOUND

/**
 * The answer to a short link asked on a host (issue #42): a code is served only on its own
 * domain (`host`), or, without one, on any host that is no custom domain (the site's); the same
 * id on another host is `404`, or the custom domain's `notFoundUrl`.
 */
export function hostedLinkAnswer(scan: ScanResult, host: VerifiedDomain | undefined): ShortLinkAnswer {
  if (scan.state === 'live' || scan.state === 'ended' || scan.state === 'locked') {
    if ((scan.domain ?? null) !== (host?.hostname ?? null)) return notFoundOn(host)
  } else if (scan.state === 'missing' && host) return notFoundOn(host)
  return shortLinkAnswer(scan)
}

/** `/` on a custom domain: its `rootRedirectUrl`, else `404`. */
export const rootAnswer = (host: VerifiedDomain): ShortLinkAnswer =>
  host.rootRedirectUrl ? redirect(host.rootRedirectUrl) : SHORT_LINK_NOT_FOUND

/** `/` asked on a custom domain is the domain's, not the site's front door (static-routes.ts). */
export function installCustomRoots(app: FastifyInstance, verified: VerifiedDomains): void {
  app.addHook('onRequest', (request, reply, done) => {
    const host = request.url === '/' ? customHostOf(verified, request.headers) : undefined
    if (!host) return done()
    const answer = rootAnswer(host)
    reply
      .code(answer.status)
      .headers(answer.headers)
      .send(answer.body === '' ? undefined : answer.body)
  })
}
