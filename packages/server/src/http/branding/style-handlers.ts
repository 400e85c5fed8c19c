import type { CreateStyleRequest, OperationId, UpdateStyleRequest } from '@dynqr/contract'
import type { StyleService } from '../../domain/branding/style-service.js'
import { principalOf } from '../authenticate.js'
import { clientGone, type Handler } from '../handler.js'

type StyleParams = { styleId: string }
type PageQuery = { limit: number; offset: number }

/** Thin handlers for the account's style templates (issue #30). */
export function styleHandlers(styles: StyleService, apiBase: string): Partial<Record<OperationId, Handler>> {
  return {
    createStyle: async (request, reply) => {
      const style = await styles.create(
        principalOf(request).accountId,
        request.body as CreateStyleRequest,
        clientGone(reply),
      )
      await request.audit({
        action: 'style.created',
        resource: { type: 'style', id: style.id },
        changes: { name: { old: null, new: style.name } },
      })
      return reply
        .code(201)
        .header('location', `${apiBase}/styles/${style.id}`)
        .send({ success: true, ...style })
    },
    listStyles: async (request) => {
      const { limit, offset } = request.query as PageQuery
      return styles.list(principalOf(request).accountId, limit, offset)
    },
    getStyle: async (request) => ({
      success: true,
      ...(await styles.get(principalOf(request).accountId, (request.params as StyleParams).styleId)),
    }),
    updateStyle: async (request, reply) => {
      const style = await styles.update(
        principalOf(request).accountId,
        (request.params as StyleParams).styleId,
        request.body as UpdateStyleRequest,
        clientGone(reply),
      )
      await request.audit({ action: 'style.updated', resource: { type: 'style', id: style.id } })
      return { success: true, ...style }
    },
    deleteStyle: async (request, reply) => {
      const { styleId } = request.params as StyleParams
      await styles.delete(principalOf(request).accountId, styleId)
      await request.audit({ action: 'style.deleted', resource: { type: 'style', id: styleId } })
      return reply.code(204).send()
    },
  }
}
