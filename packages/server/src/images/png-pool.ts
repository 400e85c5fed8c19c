import { createRequire } from 'node:module'
import { availableParallelism } from 'node:os'
import { pathToFileURL } from 'node:url'
import type { Drawing } from '@dynqr/render'
import { Piscina } from 'piscina'
import type { PdfWriter, PngRasteriser } from '../domain/image-renderer.js'
import type { DrawingDecoder } from '../domain/scan-guard.js'

/** One core is left to the event loop; a one-core machine still gets a worker. */
export const DEFAULT_IMAGE_WORKERS = Math.max(1, availableParallelism() - 1)

/**
 * The worker's file: next to this one in the sources (loaded through tsx, as in tests), at the
 * root of dist/ once built (tsup.config.ts has it as an entry).
 */
function workerScript(): { filename: string; execArgv?: string[] } {
  if (!import.meta.url.endsWith('.ts')) return { filename: new URL('./png-worker.js', import.meta.url).href }
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href
  return { filename: new URL('./png-worker.ts', import.meta.url).href, execArgv: ['--import', tsx] }
}

/**
 * PNG rasterisation on a pool of worker threads (piscina), so a 4096 px render never holds the
 * event loop. The threads start with the first PNG, not with the app: a server that only
 * redirects never pays for them.
 */
export class PngPool implements PngRasteriser, PdfWriter, DrawingDecoder {
  readonly #workers: number
  #pool: Piscina | undefined

  constructor(options: { workers?: number } = {}) {
    this.#workers = options.workers ?? DEFAULT_IMAGE_WORKERS
  }

  async rasterise(drawing: Drawing): Promise<Uint8Array> {
    return this.#started().run(drawing)
  }

  /** A one-page vector PDF of the drawing. */
  async pdf(drawing: Drawing): Promise<Uint8Array> {
    return this.#started().run(drawing, { name: 'pdf' })
  }

  /** Whether jsQR reads `text` from the drawing's pixels: the scan guard's decode, off the event loop. */
  async decodes(drawing: Drawing, text: string): Promise<boolean> {
    return this.#started().run({ drawing, text }, { name: 'decodes' })
  }

  #started(): Piscina {
    this.#pool ??= new Piscina({
      ...workerScript(),
      minThreads: this.#workers,
      // As many as at most: started together and kept, since starting one costs more than a render.
      maxThreads: this.#workers,
      // Renders yield the CPU to the event loop (Linux and macOS; ignored where unsupported):
      // a busy machine delays a PNG, never /healthz or a redirect.
      niceIncrement: 10,
    })
    return this.#pool
  }

  /** Renders handed out so far: how tests see that a repeat request was not rendered again. */
  get completed(): number {
    return this.#pool?.completed ?? 0
  }

  async close(): Promise<void> {
    const pool = this.#pool
    this.#pool = undefined
    await pool?.close()
  }
}
