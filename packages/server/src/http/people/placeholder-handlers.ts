import type { OperationId } from '@dynqr/contract'
import type { FastifyReply } from 'fastify'
import { PAGE_CSP } from '../../web/html-page.js'
import type { Handler } from '../handler.js'

/*
 * MERGE NOTE (issue #41): every operation of the contract must have a handler (app.ts refuses to
 * start otherwise). These stand in for the parts other branches build — the sign-in, join and
 * reset pages (H4), the OpenID Connect routes (H3) and the audit log (H2) — and go when theirs
 * are merged.
 */

const placeholderPage = (reply: FastifyReply, title: string) =>
  reply
    .code(200)
    .header('content-security-policy', PAGE_CSP)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .type('text/html; charset=utf-8')
    .send(`<!doctype html><html lang="en"><title>${title} · dynqr</title><h1>${title}</h1></html>`)

const notConfigured = (reply: FastifyReply) =>
  reply.code(302).header('location', '/signin?error=not_configured').header('cache-control', 'no-store').send()

export function placeholderHandlers(): Partial<Record<OperationId, Handler>> {
  return {
    getSignInPage: async (_request, reply) => placeholderPage(reply, 'Sign in'),
    getJoinPage: async (_request, reply) => placeholderPage(reply, 'Join'),
    getResetPage: async (_request, reply) => placeholderPage(reply, 'Set a new password'),
    startOidcSignIn: async (_request, reply) => notConfigured(reply),
    finishOidcSignIn: async (_request, reply) => notConfigured(reply),
    listAuditEvents: async () => ({ success: true, data: [], nextCursor: null }),
  }
}
