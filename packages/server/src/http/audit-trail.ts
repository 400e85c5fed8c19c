import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AuditEntry, AuditLog } from '../domain/audit/audit-log.js'

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Records changes this request made in the audit log (issue #41), by its caller and from its
     * address's network; call it once the change is committed. A log that cannot be written is
     * reported and does not fail the request: the change it records is already made.
     */
    audit(entries: AuditEntry | readonly AuditEntry[]): Promise<void>
  }
}

/**
 * The audit log as every feature's handlers write to it: `request.audit(…)`, so a handler names
 * what it changed and nothing else (who and from where are the request's). Written right after
 * the change's own commit, not in it: the repositories commit their changes themselves.
 */
export function installAuditTrail(app: FastifyInstance, log: AuditLog | undefined): void {
  app.decorateRequest('audit', async function audit(this: FastifyRequest, entries) {
    const principal = this.principal
    if (!log || !principal) return
    const list: readonly AuditEntry[] = Array.isArray(entries) ? entries : [entries as AuditEntry]
    await log
      .recordAll(principal.accountId, { principal, address: this.ip }, list)
      .catch((error: unknown) => this.log.error({ err: error }, 'could not write the audit log'))
  })
}
