import type { OperationId } from '@dynqr/contract'
import type { FastifyReply } from 'fastify'
import { editPageCsp } from '../../web/edit-page/edit-page-html.js'
import { joinPageHtml } from '../../web/people/join-html.js'
import { resetPageHtml } from '../../web/people/reset-html.js'
import { signInPageHtml } from '../../web/people/signin-html.js'
import type { Handler } from '../handler.js'

/** A page whose script calls this server's API: its own script and styles, and the API, only. */
function page(reply: FastifyReply, html: string) {
  return reply
    .header('content-security-policy', editPageCsp("'self'"))
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .type('text/html; charset=utf-8')
    .send(html)
}

/**
 * The people pages of `{site_url}` that are operations of the contract: sign in, join (an
 * invitation or setup link) and reset a password. `signInWith` names the OpenID Connect button
 * (set when OIDC_ISSUER is). The tokens of the links are in the URL's fragment, never sent here.
 */
export function peoplePageHandlers(signInWith?: string): Partial<Record<OperationId, Handler>> {
  return {
    getSignInPage: async (_request, reply) => page(reply, signInPageHtml('/api/v1', signInWith)),
    getJoinPage: async (_request, reply) => page(reply, joinPageHtml('/api/v1')),
    getResetPage: async (_request, reply) => page(reply, resetPageHtml('/api/v1')),
  }
}
