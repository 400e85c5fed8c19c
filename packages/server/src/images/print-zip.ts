import { PassThrough, type Readable } from 'node:stream'
import type * as Fflate from 'fflate'
import type { ZipEntry } from '../domain/print/print-service.js'
import { lazyDependency } from '../lazy-dependency.js'

/** Each ZIP the same bytes for the same files: the earliest time a ZIP can hold, not the clock. */
const FIXED_MTIME = new Date('1980-01-01T00:00:00Z')
/** fflate, loaded by the first ZIP (lazy-dependency.ts). */
const fflate = lazyDependency<typeof Fflate>('fflate')

/**
 * A ZIP streamed file by file with fflate (MIT; already in the tree under pdfkit, streaming, no
 * native code): each file is drawn when the one before it has been written, so a run of 1,000
 * PNGs never sits in memory at once. PNG and PDF are stored as they are (they are compressed
 * already); SVG is deflated.
 */
export function printZip(entries: readonly ZipEntry[], signal?: AbortSignal): Readable {
  const { Zip, ZipDeflate, ZipPassThrough } = fflate()
  const out = new PassThrough()
  const zip = new Zip((error, chunk, final) => {
    if (error) return out.destroy(error)
    out.write(chunk)
    if (final) out.end()
  })
  const write = async () => {
    for (const entry of entries) {
      if (signal?.aborted || out.destroyed) return zip.terminate()
      const bytes = await entry.bytes()
      const data = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes
      const file = typeof bytes === 'string' ? new ZipDeflate(entry.name, { level: 6 }) : new ZipPassThrough(entry.name)
      file.mtime = FIXED_MTIME
      zip.add(file)
      file.push(data, true)
      // Wait for the reader when it is behind: the ZIP is written as fast as it is read.
      if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve))
    }
    zip.end()
  }
  write().catch((error: unknown) => out.destroy(error as Error))
  return out
}
