import type {
  BulkCreateRequest,
  CreateQrCodeRequest,
  OperationId,
  QrCode,
  QrCodeDraftRequest,
  UpdateQrCodeRequest,
} from '@dynqr/contract'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { QrCodeService } from '../../domain/codes/qr-code-service.js'
import { etagOf } from '../../domain/etag.js'
import type { ImageRenderer } from '../../domain/images/image-renderer.js'
import { DomainError } from '../../domain/domain-error.js'
import {
  type CodeForImage,
  formatFromAccept,
  type ImageFormat,
  type QrCodeImage,
  qrCodeImage,
} from '../../domain/images/qr-code-image.js'
import type { ListQuery } from '../../domain/records.js'
import { principalOf } from '../authenticate.js'
import { sendError } from '../error-reply.js'
import { clientGone, type Handler } from '../handler.js'
import { answerToKeep } from '../idempotency.js'

type ShortIdParams = { shortId: string }

/** The request's `If-Match`, several headers joined as one list. */
const ifMatchOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers['if-match']
  return Array.isArray(header) ? header.join(',') : header
}

/** The code drawn at `size` × `size` for one download: the margin scales with it, nothing is stored. */
function atSize(code: QrCode, size: number): QrCode {
  const options = code.qrCodeOptions
  const margin = Math.min(512, Math.round((options.margin * size) / Math.max(1, options.width)))
  return { ...code, qrCodeOptions: { ...options, width: size, height: size, margin } }
}

type ImageQuery = { format?: ImageFormat; size?: number; mm?: number }

/** The image asked for: at `size` pixels for this download, a PDF `mm` wide (`mm` is for PDF only). */
function imageOf({ code, logo }: CodeForImage, format: ImageFormat, { size, mm }: ImageQuery): QrCodeImage {
  if (mm !== undefined && format !== 'pdf') {
    throw DomainError.invalidField(
      'mm',
      `mm is a PDF's width on paper; a ${format.toUpperCase()} is sized in pixels by size`,
    )
  }
  return qrCodeImage(size === undefined ? code : atSize(code, size), format, logo, mm)
}

/** The image's bytes, or `429` when the account's render budget is spent. */
async function sendImage(
  request: FastifyRequest,
  reply: FastifyReply,
  image: QrCodeImage,
  images: ImageRenderer,
  headers: Record<string, string>,
) {
  const rendered = await images.render(image, principalOf(request).accountId, clientGone(reply))
  if ('retryAfterSeconds' in rendered) {
    const seconds = rendered.retryAfterSeconds
    reply.header('retry-after', String(seconds))
    const message = `This account's image render budget is spent; retry after ${seconds} seconds`
    return sendError(request, reply, 'RATE_LIMITED', message)
  }
  const { bytes } = rendered
  return reply
    .headers(headers)
    .type(image.contentType)
    .send(typeof bytes === 'string' ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
}

/** Thin handlers: the request is already authenticated and validated against the contract. */
export function qrCodeHandlers(
  codes: QrCodeService,
  apiBase: string,
  images: ImageRenderer,
): Partial<Record<OperationId, Handler>> {
  return {
    createQrCode: async (request, reply) => {
      const location = (shortId: string) => `${apiBase}/qrcode/${shortId}`
      const keep = answerToKeep(request)
      const code = await codes.create(
        principalOf(request).accountId,
        request.body as CreateQrCodeRequest,
        keep && ((created) => keep(201, { success: true, ...created }, location(created.shortId))),
        clientGone(reply),
      )
      await request.audit({
        action: 'qrcode.created',
        resource: { type: 'qrcode', id: code.shortId },
        changes: { targetUrl: { old: null, new: code.targetUrl } },
      })
      return reply
        .code(201)
        .header('location', location(code.shortId))
        .header('etag', etagOf(code))
        .send({ success: true, ...code })
    },
    getQrCode: async (request, reply) => {
      const { shortId } = request.params as ShortIdParams
      const code = await codes.get(principalOf(request).accountId, shortId)
      return reply.header('etag', etagOf(code)).send({ success: true, ...code })
    },
    updateQrCode: async (request, reply) => {
      const { shortId } = request.params as ShortIdParams
      const input = request.body as UpdateQrCodeRequest
      const { code, changes } = await codes.update(
        principalOf(request).accountId,
        shortId,
        input,
        ifMatchOf(request),
        clientGone(reply),
      )
      // An update that changed nothing stored is no change to record.
      if (Object.keys(changes).length > 0) {
        await request.audit({ action: 'qrcode.updated', resource: { type: 'qrcode', id: shortId }, changes })
      }
      return reply.header('etag', etagOf(code)).send({ success: true, ...code })
    },
    deleteQrCode: async (request, reply) => {
      const { shortId } = request.params as ShortIdParams
      await codes.delete(principalOf(request).accountId, shortId, ifMatchOf(request))
      await request.audit({ action: 'qrcode.deleted', resource: { type: 'qrcode', id: shortId } })
      return reply.code(204).send()
    },
    getQrCodeImage: async (request, reply) => {
      const { shortId } = request.params as ShortIdParams
      const query = request.query as ImageQuery
      const { accountId } = principalOf(request)
      const drawn = await codes.forImage(accountId, shortId)
      const image = imageOf(drawn, query.format ?? formatFromAccept(request.headers.accept), query)
      const validators = { etag: image.etag, 'cache-control': 'private, no-cache', vary: 'Accept' }
      if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === image.etag)) {
        return reply.code(304).headers(validators).send()
      }
      return sendImage(request, reply, image, images, validators)
    },
    drawQrCodeDraft: async (request, reply) => {
      const { shortId } = request.params as ShortIdParams
      const query = request.query as ImageQuery
      const { accountId } = principalOf(request)
      const { qrCodeOptions } = request.body as QrCodeDraftRequest
      const drawn = await codes.forImage(accountId, shortId, { options: qrCodeOptions, signal: clientGone(reply) })
      const image = imageOf(drawn, query.format ?? 'svg', query)
      return sendImage(request, reply, image, images, { 'cache-control': 'no-store' })
    },
    listQrCodes: async (request) => codes.list(principalOf(request).accountId, request.query as ListQuery),
    bulkCreateQrCodes: async (request, reply) => {
      const keep = answerToKeep(request)
      const response = await codes.bulkCreate(
        principalOf(request).accountId,
        (request.body as BulkCreateRequest).items,
        keep && ((response) => keep(200, response, null)),
        clientGone(reply),
      )
      await request.audit(
        response.data.flatMap((result) =>
          result.qrCode
            ? [
                {
                  action: 'qrcode.created',
                  resource: { type: 'qrcode', id: result.qrCode.shortId },
                  changes: { targetUrl: { old: null, new: result.qrCode.targetUrl } },
                },
              ]
            : [],
        ),
      )
      return response
    },
  }
}
