import {
  type ApiKey,
  type CreateApiKeyRequest,
  DATE_TIME_MESSAGE,
  type OperationId,
  parseDateTime,
} from '@dynqr/contract'
import { DomainError } from '../../domain/domain-error.js'
import type { ApiKeyService } from '../../domain/keys/api-keys.js'
import type { ApiKeyRecord } from '../../domain/records.js'
import { principalOf } from '../authenticate.js'
import type { Handler } from '../handler.js'
import { answerToKeep } from '../idempotency.js'

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

/** A key as its account holder sees it: never the secret or its hash. */
export function apiKeyView(record: ApiKeyRecord): ApiKey {
  return {
    id: record.id,
    name: record.name,
    prefix: record.prefix,
    scopes: [...record.scopes],
    createdAt: new Date(record.createdAt).toISOString(),
    lastUsedAt: iso(record.lastUsedAt),
    expiresAt: iso(record.expiresAt),
    revokedAt: iso(record.revokedAt),
  }
}

function expiryOf(text: string): number {
  const at = parseDateTime(text)
  if (at === null) throw DomainError.invalidField('expiresAt', `expiresAt ${DATE_TIME_MESSAGE}`)
  return at
}

/** The key-management operations: the caller's account only, with `keys:manage` (checked by the route). */
export function keyHandlers(keys: ApiKeyService): Partial<Record<OperationId, Handler>> {
  return {
    listApiKeys: async (request) => ({
      success: true,
      data: (await keys.listKeys(principalOf(request).accountId)).map(apiKeyView),
    }),
    createApiKey: async (request, reply) => {
      const body = request.body as CreateApiKeyRequest
      const keep = answerToKeep(request)
      const principal = principalOf(request)
      const { key, record } = await keys.createKey(
        principal.accountId,
        {
          name: body.name,
          ...(body.scopes && { scopes: body.scopes }),
          ...(body.expiresAt !== undefined && { expiresAt: expiryOf(body.expiresAt) }),
          // A member's key holds no more than their current role (issue #41).
          createdByUserId: principal.userId,
        },
        // Kept without the secret: a repeat is told the key exists (409), never shown it again.
        keep && ((created) => keep(201, { success: true, ...apiKeyView(created) }, null)),
        // Only scopes the asking key holds (review #18).
        principal.scopes,
      )
      await request.audit({
        action: 'key.created',
        resource: { type: 'key', id: record.id },
        changes: {
          name: { old: null, new: record.name },
          prefix: { old: null, new: record.prefix },
          scopes: { old: null, new: [...record.scopes] },
        },
      })
      return reply.code(201).send({ success: true, ...apiKeyView(record), key })
    },
    revokeApiKey: async (request, reply) => {
      const { keyId } = request.params as { keyId: string }
      await keys.revoke(keyId, principalOf(request).accountId)
      await request.audit({ action: 'key.revoked', resource: { type: 'key', id: keyId } })
      return reply.code(204).send()
    },
  }
}
