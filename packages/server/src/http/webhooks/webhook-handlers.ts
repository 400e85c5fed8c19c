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
      return reply.code(201).send({ success: true, ...created })
    },
    listWebhooks: async (request) => ({ success: true, data: await webhooks.list(principalOf(request).accountId) }),
    deleteWebhook: async (request, reply) => {
      await webhooks.delete(principalOf(request).accountId, (request.params as IdParams).id)
      return reply.code(204).send()
    },
    listWebhookDeliveries: async (request) => ({
      success: true,
      data: await webhooks.deliveries(principalOf(request).accountId, (request.params as IdParams).id),
    }),
  }
}
