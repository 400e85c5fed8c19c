import type { OperationId } from '@dynqr/contract'
import type { Brand, BrandService, PutBrandRequest } from '../../domain/branding/brand-service.js'
import { principalOf } from '../authenticate.js'
import type { Handler } from '../handler.js'

/** The fields a put changed, old and new, for the audit log. */
function brandChanges(before: Brand, after: Brand): Record<string, { old: unknown; new: unknown }> {
  const changes: Record<string, { old: unknown; new: unknown }> = {}
  for (const field of ['name', 'logoAssetId', 'color'] as const) {
    if (before[field] !== after[field]) changes[field] = { old: before[field], new: after[field] }
  }
  return changes
}

/** `GET/PUT /account/brand` (issue #45): the brand of the public pages a scanner sees. */
export function brandHandlers(brands: BrandService): Partial<Record<OperationId, Handler>> {
  return {
    getBrand: async (request) => ({ success: true, ...(await brands.get(principalOf(request).accountId)) }),
    putBrand: async (request) => {
      const { accountId } = principalOf(request)
      const { before, after } = await brands.put(accountId, request.body as PutBrandRequest)
      const changes = brandChanges(before, after)
      if (Object.keys(changes).length > 0) {
        await request.audit({ action: 'brand.updated', resource: { type: 'brand', id: accountId }, changes })
      }
      return { success: true, ...after }
    },
  }
}
