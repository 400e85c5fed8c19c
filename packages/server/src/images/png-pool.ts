import { createRequire } from 'node:module'
import { availableParallelism } from 'node:os'
import { pathToFileURL } from 'node:url'
import type { Drawing } from '@dynqr/render'
import { Piscina } from 'piscina'
import { type PdfWriter, type PngRasteriser, type RenderJob, requestGone } from '../domain/images/image-renderer.js'
import type { DrawingDecoder, DrawScope } from '../domain/images/scan-guard.js'
import { DEFAULT_IMAGE_QUEUE_PER_ACCOUNT, FairQueue } from './fair-queue.js'

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

export interface PngPoolOptions {
  workers?: number
  /** Tasks one account may have waiting and running (IMAGE_QUEUE_PER_ACCOUNT). */
  queuePerAccount?: number
}

/**
 * PNG rasterisation on a pool of worker threads (piscina), so a 4096 px render never holds the
 * event loop. The threads start with the first PNG, not with the app: a server that only
 * redirects never pays for them. Tasks of an account (a job) wait their turn in a fair queue
 * (fair-queue.ts) and never in piscina's, which only ever holds as many tasks as it has threads.
 */
export class PngPool implements PngRasteriser, PdfWriter, DrawingDecoder {
  readonly #workers: number
  readonly #queue: FairQueue
  #pool: Piscina | undefined

  constructor(options: PngPoolOptions = {}) {
    this.#workers = options.workers ?? DEFAULT_IMAGE_WORKERS
    this.#queue = new FairQueue({
      slots: this.#workers,
      perAccount: options.queuePerAccount ?? DEFAULT_IMAGE_QUEUE_PER_ACCOUNT,
    })
  }

  async rasterise(drawing: Drawing, job?: RenderJob): Promise<Uint8Array> {
    return this.#run(drawing, undefined, job)
  }

  /** A one-page vector PDF of the drawing, `mm` wide (50 mm without it). */
  async pdf(drawing: Drawing, job?: RenderJob, mm?: number): Promise<Uint8Array> {
    return this.#run({ drawing, ...(mm !== undefined && { mm }) }, 'pdf', job)
  }

  /** Whether jsQR reads `text` from the drawing's pixels: the scan guard's decode, off the event loop. */
  async decodes(drawing: Drawing, text: string, scope?: DrawScope): Promise<boolean> {
    return this.#run({ drawing, text }, 'decodes', scope)
  }

  /**
   * A task on the workers: without a job at once (piscina's queue), with one in its account's
   * turn; a running task whose job's signal aborts is cancelled (piscina ends its thread and
   * starts another).
   */
  #run<T>(task: unknown, name: string | undefined, job: RenderJob | undefined): Promise<T> {
    if (!job) return this.#started().run(task, name ? { name } : {})
    const { signal } = job
    return this.#queue.run(job, async () => {
      try {
        return await this.#started().run(task, { ...(name && { name }), ...(signal && { signal }) })
      } catch (error) {
        if (signal?.aborted) throw requestGone(true)
        throw error
      }
    })
  }

  /** Tasks waiting for their account's turn. */
  get waiting(): number {
    return this.#queue.waiting
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
