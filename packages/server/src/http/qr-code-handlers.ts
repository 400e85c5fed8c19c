import type { CreateQrCodeRequest, ListQrCodesQuery, OperationId, UpdateQrCodeRequest } from '@dynqr/contract'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { QrCodeService } from '../domain/qr-code-service.js'
import { formatFromAccept, type ImageFormat, qrCodeImage } from '../domain/qr-code-image.js'
import { principalOf } from './authenticate.js'

export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>

type ShortIdParams = { shortId: string }

/** Thin handlers: the request is already authenticated and validated against the contract. */
export function qrCodeHandlers(codes: QrCodeService, apiBase: string): Partial<Record<OperationId, Handler>> {
  return {
    createQrCode: async (request, reply) => {
      const code = await codes.create(principalOf(request).accountId, request.body as CreateQrCodeRequest)
      return reply
        .code(201)
        .header('location', `${apiBase}/qrcode/${code.shortId}`)
        .send({ success: true, ...code })
    },
    getQrCode: async (request) => {
      const { shortId } = request.params as ShortIdParams
      return { success: true, ...(await codes.get(principalOf(request).accountId, shortId)) }
    },
    updateQrCode: async (request) => {
      const { shortId } = request.params as ShortIdParams
      const input = request.body as UpdateQrCodeRequest
      return { success: true, ...(await codes.update(principalOf(request).accountId, shortId, input)) }
    },
    deleteQrCode: async (request, reply) => {
      const { shortId } = request.params as ShortIdParams
      await codes.delete(principalOf(request).accountId, shortId)
      return reply.code(204).send()
    },
    getQrCodeImage: async (request, reply) => {
      const { shortId } = request.params as ShortIdParams
      const { format } = request.query as { format?: ImageFormat }
      const code = await codes.get(principalOf(request).accountId, shortId)
      const image = qrCodeImage(code, format ?? formatFromAccept(request.headers.accept))
      reply.header('etag', image.etag).header('cache-control', 'private, no-cache').header('vary', 'Accept')
      if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === image.etag)) {
        return reply.code(304).send()
      }
      return reply.type(image.contentType).send(image.body())
    },
    listQrCodes: async (request) =>
      codes.list(principalOf(request).accountId, request.query as Required<ListQrCodesQuery>),
  }
}
