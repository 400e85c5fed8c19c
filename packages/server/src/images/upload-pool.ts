import { createRequire } from 'node:module'
import { availableParallelism } from 'node:os'
import { pathToFileURL } from 'node:url'
import type { AssetContentType } from '@dynqr/contract'
import { Piscina } from 'piscina'
import { type AssetReader, AssetRefused, checkDeclaredSize, type ReadAsset } from '../domain/branding/asset-image.js'
import { DomainError } from '../domain/domain-error.js'
import type { UploadResult, UploadTask } from './upload-worker.js'

/** One core is left to the event loop; a one-core machine still gets a worker. */
export const DEFAULT_UPLOAD_WORKERS = Math.max(1, availableParallelism() - 1)
/** The longest one upload may take to read, queueing included. */
export const DEFAULT_UPLOAD_TIME_LIMIT_MS = 5000
/** The JavaScript heap of one upload worker (parsing an SVG); libvips' memory is bounded by the pixel limits. */
export const UPLOAD_WORKER_HEAP_MB = 256

export interface UploadPoolOptions {
  workers?: number
  timeLimitMs?: number
}

/** The worker's file: next to this one in the sources (through tsx, as in tests), at the root of dist/ once built. */
function workerScript(): { filename: string; execArgv?: string[] } {
  if (!import.meta.url.endsWith('.ts')) return { filename: new URL('./upload-worker.js', import.meta.url).href }
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href
  return { filename: new URL('./upload-worker.ts', import.meta.url).href, execArgv: ['--import', tsx] }
}

/**
 * Uploads read on their own pool of worker threads (piscina), apart from the PNG renders: every
 * SVG parsed and sanitised, every PNG and JPEG decoded and re-encoded there, with a time limit
 * (the worker is ended when it passes) and a heap limit. Threads start with the first upload and
 * end when idle.
 */
export class UploadPool implements AssetReader {
  readonly #workers: number
  readonly #timeLimitMs: number
  #pool: Piscina | undefined

  constructor(options: UploadPoolOptions = {}) {
    this.#workers = options.workers ?? DEFAULT_UPLOAD_WORKERS
    this.#timeLimitMs = options.timeLimitMs ?? DEFAULT_UPLOAD_TIME_LIMIT_MS
  }

  async read(contentType: AssetContentType, bytes: Uint8Array): Promise<ReadAsset> {
    // The header's declared size is checked here first: a bomb never waits for a worker.
    if (contentType !== 'image/svg+xml') checkDeclaredSize(contentType, bytes)
    return this.#run({ contentType, bytes, purpose: 'upload' })
  }

  fit(contentType: AssetContentType, bytes: Uint8Array): Promise<ReadAsset> {
    return this.#run({ contentType, bytes, purpose: 'fit' })
  }

  async #run(task: UploadTask): Promise<ReadAsset> {
    let result: UploadResult
    try {
      result = await this.#started().run(task, { signal: AbortSignal.timeout(this.#timeLimitMs) })
    } catch (error) {
      throw refusalOf(error, this.#timeLimitMs)
    }
    if (!result.ok) throw new AssetRefused(result.refused)
    const { ok: _, ...asset } = result
    return asset
  }

  #started(): Piscina {
    this.#pool ??= new Piscina({
      ...workerScript(),
      minThreads: 0,
      maxThreads: this.#workers,
      idleTimeout: 30_000,
      // Uploads waiting beyond this are answered 503: a burst never queues unbounded work.
      maxQueue: this.#workers * 16,
      resourceLimits: { maxOldGenerationSizeMb: UPLOAD_WORKER_HEAP_MB, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
      // Reading yields the CPU to everything else (Linux and macOS; the lowest priority): an
      // upload may wait, /healthz and redirects may not.
      niceIncrement: 19,
    })
    return this.#pool
  }

  async close(): Promise<void> {
    const pool = this.#pool
    this.#pool = undefined
    await pool?.close({ force: true })
  }
}

/** A worker ended by the time limit, out of memory, or a full queue, in the contract's terms. */
function refusalOf(error: unknown, timeLimitMs: number): Error {
  const name = (error as { name?: string }).name
  const code = (error as { code?: string }).code
  if (name === 'AbortError' || name === 'TimeoutError') {
    return new AssetRefused(`The image could not be read within ${timeLimitMs / 1000} s; send a simpler one`)
  }
  if (code === 'ERR_WORKER_OUT_OF_MEMORY') {
    return new AssetRefused('The image needs more memory to read than an upload may use; send a simpler one')
  }
  if (error instanceof Error && /queue is at limit/i.test(error.message)) {
    return new DomainError('SERVICE_UNAVAILABLE', 'Too many uploads are being read; try again in a moment')
  }
  return error instanceof Error ? error : new Error(String(error))
}
