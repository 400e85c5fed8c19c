import type { AssetContentType, OperationId } from '@dynqr/contract'
import type { FastifyInstance } from 'fastify'
import { ASSET_MAX_BYTES } from '../../domain/branding/asset-image.js'
import { ASSET_TYPES_MESSAGE, type AssetService } from '../../domain/branding/asset-service.js'
import { DomainError } from '../../domain/domain-error.js'
import { principalOf } from '../authenticate.js'
import type { Handler } from '../handler.js'

type AssetParams = { assetId: string }

/** What a stored image may do when opened as a document: draw with its own inline styles, nothing else. */
export const ASSET_CSP = "default-src 'none'; style-src 'unsafe-inline'"
const ASSET_EXTENSIONS: Record<AssetContentType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/svg+xml': 'svg',
}

/** The upload's body limit (openapi.yaml: uploadAsset). */
export const ASSET_BODY_LIMIT = ASSET_MAX_BYTES

/**
 * Image bodies are read as bytes, for the upload route only: every other route still takes JSON
 * alone (an image sent there is a 415 as before).
 */
export function installAssetBodies(app: FastifyInstance, uploadUrl: string): void {
  app.addContentTypeParser(/^image\//, { parseAs: 'buffer' }, (request, body, done) => {
    if (request.routeOptions.url === uploadUrl) return done(null, body)
    const error = Object.assign(new Error('Unsupported media type'), { statusCode: 415 })
    return done(error, undefined)
  })
}

/** Thin handlers for the account's uploaded images (issue #30). */
export function assetHandlers(assets: AssetService, apiBase: string): Partial<Record<OperationId, Handler>> {
  return {
    uploadAsset: async (request, reply) => {
      const type = request.headers['content-type'] ?? 'missing'
      if (!Buffer.isBuffer(request.body)) {
        throw new DomainError('UNSUPPORTED_MEDIA_TYPE', `Content-Type must be ${ASSET_TYPES_MESSAGE}, not ${type}`)
      }
      const asset = await assets.upload(principalOf(request).accountId, type, request.body)
      await request.audit({ action: 'asset.created', resource: { type: 'asset', id: asset.id } })
      return reply
        .code(201)
        .header('location', `${apiBase}/assets/${asset.id}`)
        .send({ success: true, ...asset })
    },
    listAssets: async (request) => ({ success: true, data: await assets.list(principalOf(request).accountId) }),
    getAsset: async (request, reply) => {
      const asset = await assets.get(principalOf(request).accountId, (request.params as AssetParams).assetId)
      return (
        reply
          .type(asset.contentType)
          .header('cache-control', 'private, max-age=31536000, immutable')
          // Opened directly, a stored SVG is a document: it may draw and style itself, never fetch,
          // run or be shown inline on this origin (issue #38).
          .header('content-security-policy', ASSET_CSP)
          .header('content-disposition', `attachment; filename="${asset.id}.${ASSET_EXTENSIONS[asset.contentType]}"`)
          .send(Buffer.from(asset.data.buffer, asset.data.byteOffset, asset.data.byteLength))
      )
    },
    deleteAsset: async (request, reply) => {
      const { assetId } = request.params as AssetParams
      await assets.delete(principalOf(request).accountId, assetId)
      await request.audit({ action: 'asset.deleted', resource: { type: 'asset', id: assetId } })
      return reply.code(204).send()
    },
  }
}
