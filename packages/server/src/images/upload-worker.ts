/**
 * The tasks of the upload workers (upload-pool.ts): an uploaded SVG sanitised, a PNG or JPEG
 * decoded and re-encoded by sharp (libvips). It runs with a time and memory limit, so whatever an
 * upload holds costs a worker at most that, never the event loop.
 */
import type { AssetContentType } from '@dynqr/contract'
import sharp, { type OutputInfo } from 'sharp'
import {
  ASSET_MAX_BYTES,
  AssetRefused,
  checkDeclaredSize,
  MAX_DECLARED_SIDE,
  MAX_STORED_SIDE,
  MAX_UPLOAD_PIXELS,
  type RasterContentType,
  type ReadAsset,
  readSvg,
} from '../domain/branding/asset-image.js'

// One libvips thread per worker (the pool is the parallelism) and no operation cache: a worker
// holds no decoded image between uploads.
sharp.concurrency(1)
sharp.cache(false)

export interface UploadTask {
  contentType: AssetContentType
  bytes: Uint8Array
  /** `fit`: an asset already stored, scaled down only (a larger pixel allowance: it was accepted once). */
  purpose: 'upload' | 'fit'
}

/** What the worker hands back: the asset, or why it was refused (errors lose their class across threads). */
export type UploadResult = ({ ok: true } & ReadAsset) | { ok: false; refused: string }

/**
 * A PNG or JPEG decoded and re-encoded in its own format: turned upright by its EXIF orientation,
 * scaled down to MAX_STORED_SIDE a side (a JPEG shrinks while it is decoded; a PNG is read row by
 * row, never held whole), metadata (EXIF, XMP, text chunks, ICC) dropped.
 */
async function reencode(contentType: RasterContentType, bytes: Uint8Array, maxPixels: number) {
  checkDeclaredSize(contentType, bytes, maxPixels)
  const what = contentType === 'image/png' ? 'PNG' : 'JPEG'
  // Stored within the upload limit too: tighter encodings are tried while the result is larger.
  for (const level of ENCODINGS) {
    const image = sharp(bytes, { limitInputPixels: maxPixels, sequentialRead: true, failOn: 'error' })
      .rotate()
      .resize(MAX_STORED_SIDE, MAX_STORED_SIDE, { fit: 'inside', withoutEnlargement: true })
    const encoded =
      contentType === 'image/png'
        ? image.png({ compressionLevel: level.pngCompression, palette: level.pngPalette })
        : image.jpeg({ quality: level.jpegQuality })
    let result: { data: Buffer; info: OutputInfo }
    try {
      result = await encoded.toBuffer({ resolveWithObject: true })
    } catch (error) {
      throw new AssetRefused(`The ${what} image cannot be decoded: ${(error as Error).message}`)
    }
    const { data, info } = result
    if (data.byteLength <= ASSET_MAX_BYTES) {
      return {
        data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
        width: info.width,
        height: info.height,
      }
    }
  }
  throw new AssetRefused(
    `The ${what} image is larger than ${ASSET_MAX_BYTES} bytes once re-encoded; send a smaller one`,
  )
}

/** Encodings tried in turn: the first whose result fits in ASSET_MAX_BYTES is stored. */
const ENCODINGS = [
  { pngCompression: 6, pngPalette: false, jpegQuality: 90 },
  { pngCompression: 9, pngPalette: false, jpegQuality: 80 },
  { pngCompression: 9, pngPalette: true, jpegQuality: 70 },
]

export default async function readUpload({ contentType, bytes, purpose }: UploadTask): Promise<UploadResult> {
  try {
    if (contentType === 'image/svg+xml') return { ok: true, ...readSvg(bytes) }
    const maxPixels = purpose === 'fit' ? MAX_DECLARED_SIDE * MAX_DECLARED_SIDE : MAX_UPLOAD_PIXELS
    return { ok: true, ...(await reencode(contentType, bytes, maxPixels)) }
  } catch (error) {
    if (error instanceof AssetRefused) return { ok: false, refused: error.message }
    throw error
  }
}
