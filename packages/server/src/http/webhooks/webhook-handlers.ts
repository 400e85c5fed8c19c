import type { OperationId } from '@dynqr/contract'
import type { CreateWebhookRequest, WebhookService } from '../../domain/webhooks/webhook-service.js'
import { principalOf } from '../authenticate.js'
import type { Handler } from '../handler.js'

type IdParams = { id: string }

/** Thin handlers for the webhook endpoints (scope keys:manage, declared in openapi.yaml). */
export function webhookHandlers(webhooks: WebhookService): Partial<Record<OperationId, Handler>> {
  return {
    createWebhook: async (request, reply) => {
      const created = await webhooks.create(principalOf(request).accountId, request.body as CreateWebhookRequest)
      await request.audit({
        action: 'webhook.created',
        resource: { type: 'webhook', id: created.id },
        changes: { url: { old: null, new: created.url }, events: { old: null, new: created.events } },
      })
      return reply.code(201).send({ success: true, ...created })
    },
    listWebhooks: async (request) => ({ success: true, data: await webhooks.list(principalOf(request).accountId) }),
    deleteWebhook: async (request, reply) => {
      const { id } = request.params as IdParams
      await webhooks.delete(principalOf(request).accountId, id)
      await request.audit({ action: 'webhook.deleted', resource: { type: 'webhook', id } })
      return reply.code(204).send()
    },
    listWebhookDeliveries: async (request) => ({
      success: true,
      data: await webhooks.deliveries(principalOf(request).accountId, (request.params as IdParams).id),
    }),
  }
}
