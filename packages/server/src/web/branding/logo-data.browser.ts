/**
 * A logo as the renderer draws it: a data: URL of the bytes `GET /assets/{id}` answers, embedded
 * as the server embeds them, so a preview drawn in the browser is the SVG the server serves.
 * Shared by the Brand card's logo picker and the dashboard's Brand kit previews.
 */
import type { Logo } from '@dynqr/render'
import type { Asset } from '@dynqr/sdk'

/** Bytes as base64, in chunks (a large logo would overflow one call's arguments). */
function base64(bytes: Uint8Array): string {
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}

export async function logoFromBlob(blob: Blob, asset: Asset): Promise<Logo> {
  const bytes = new Uint8Array(await blob.arrayBuffer())
  return {
    href: `data:${asset.contentType};base64,${base64(bytes)}`,
    width: asset.width,
    height: asset.height,
    key: asset.id,
  }
}

/** How a logo's type reads in a list: PNG, JPEG or SVG (from the contract's media type). */
export function assetKind(contentType: string): string {
  return contentType === 'image/svg+xml' ? 'SVG' : contentType.replace(/^image\//, '').toUpperCase()
}
