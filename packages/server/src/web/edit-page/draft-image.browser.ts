/**
 * The code drawn with the form's options, unsaved (`POST /qrcode/{shortId}/image`, issue #45): what
 * Download saves from the edit page, and the live check of the options as the form changes (an
 * SVG, whose refusal is the one Save would get). A refusal is thrown as the SDK's error, so the
 * page words it as it words a refused save.
 */
import type { ImageFormat, QrCodeOptions } from '@dynqr/contract'
import { type Dynqr, DynqrApiError, type ErrorCode, type ErrorDetail } from '@dynqr/sdk'
import type { ImageSize } from '../shared/download.browser.js'

export async function drawDraft(
  client: Dynqr,
  shortId: string,
  qrCodeOptions: QrCodeOptions,
  query: { format: ImageFormat } & ImageSize,
  signal?: AbortSignal,
): Promise<Blob> {
  const { data, error, response } = await client.raw.POST('/qrcode/{shortId}/image', {
    params: { path: { shortId }, query },
    body: { qrCodeOptions },
    parseAs: 'blob',
    ...(signal && { signal }),
  })
  if (data) return data as Blob
  const body = (error ?? {}) as { error?: ErrorCode; message?: string; details?: ErrorDetail[] }
  throw new DynqrApiError({
    status: response.status,
    code: body.error ?? 'INVALID_REQUEST',
    message: body.message ?? `HTTP ${response.status}`,
    details: body.details ?? [],
  })
}
