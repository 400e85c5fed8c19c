import { APIPromise } from '../api-promise.js'
import { type RawClient, strip } from '../core.js'
import { errorFromResponse } from '../error-from-response.js'
import type { Schema } from '../schema.js'

/**
 * What to print and how: `shortIds` or `tag`, the `layout`, `codeMm`, `label`, `cropMarks`.
 * @category Models
 */
export interface PrintRequest extends Schema<'PrintRequest'> {}
/**
 * The brand of the public pages a scanner sees.
 * @category Models
 */
export interface AccountBrand extends Schema<'Brand'> {}
/**
 * A brand to set: a field left out or `null` is cleared.
 * @category Models
 */
export interface PutBrandRequest extends Schema<'PutBrandRequest'> {}

type Answer = { data?: unknown; error?: unknown; response: Response }

/**
 * The answer of a request sent through the client's `raw` (its key, retries and timeouts), or
 * the SDK's typed error. Functions, not methods, so that a bundle that does not print leaves them out.
 */
function answer<T>(sent: Promise<Answer>, map: (data: unknown) => T): APIPromise<T> {
  return new APIPromise(
    sent.then(({ data, error, response }) => {
      if (!response.ok) throw errorFromResponse(response.status, error, response.headers, '')
      return {
        data: map(data),
        response,
        requestId: response.headers.get('x-request-id') ?? undefined,
        etag: response.headers.get('etag') ?? undefined,
      }
    }),
  )
}

/**
 * A print run of up to 1,000 codes (by `shortIds` or `tag`), as a Blob: a vector PDF sheet of
 * labels, or with `as: 'zip'` a ZIP of one file per code named after its title. A function of its
 * own (not a method) so that it is left out of bundles that do not print.
 * @category Print
 *
 * @example
 * import { Dynqr, print } from '@dynqr/sdk'
 * const sheet = await print(dynqr, { tag: 'spring', layout: 'avery-l7160', codeMm: 25, label: 'title' })
 */
export function print(
  dynqr: { raw: RawClient },
  request: PrintRequest,
  options: { as?: 'pdf' | 'zip'; signal?: AbortSignal } = {},
): APIPromise<Blob> {
  const accept = options.as === 'zip' ? 'application/zip' : 'application/pdf'
  const sent = dynqr.raw.POST('/print', {
    body: request,
    parseAs: 'blob',
    headers: { accept },
    ...(options.signal && { signal: options.signal }),
  })
  return answer(sent, (data) => data as Blob)
}

/**
 * The account's brand on the pages a scanner sees; every field `null` when none was set.
 * @category Print
 *
 * @example
 * const brand = await getBrand(dynqr)
 */
export function getBrand(dynqr: { raw: RawClient }): APIPromise<AccountBrand> {
  return answer(dynqr.raw.GET('/account/brand'), strip as (d: unknown) => AccountBrand)
}

/**
 * Replaces the account's brand (needs `keys:manage`).
 * @category Print
 *
 * @example
 * await putBrand(dynqr, { name: 'Café Lumen', color: '#7a2e0e' })
 */
export function putBrand(dynqr: { raw: RawClient }, brand: PutBrandRequest): APIPromise<AccountBrand> {
  return answer(dynqr.raw.PUT('/account/brand', { body: brand }), strip as (d: unknown) => AccountBrand)
}
