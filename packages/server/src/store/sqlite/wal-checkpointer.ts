import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'

/**
 * WAL checkpoints on a worker thread, off the event loop.
 *
 * In WAL mode a commit only appends to the `-wal` file; a checkpoint later copies the pages back
 * into the database file and, with `synchronous = NORMAL`, fsyncs both files. SQLite's automatic
 * checkpoint runs inside whichever commit crosses 1,000 pages, so every few hundred scans one
 * redirect waited for two fsyncs: two thirds of a scan's store cost on this machine, and the
 * redirect's p99 (docs/performance.md). Here a second connection on a worker thread runs
 * `wal_checkpoint(PASSIVE)` every 100 ms while there is something to copy (at once again when one
 * could not copy everything). PASSIVE never blocks the serving connection's writers or readers,
 * and durability is unchanged: a commit is in the WAL before the scan is answered, with or
 * without a checkpoint.
 *
 * Why 100 ms and not every few: a checkpoint copies each page once however many commits rewrote
 * it, and ends with two fsyncs. Under scans the same pages (a hot code's row, its bucket, the
 * index leaves) are rewritten by every batch, so every 5 ms the thread used ≈ 22 % of a core,
 * which on a small machine the load balancer, the proxy or the event loop wanted: 100 ms took
 * 2.5 µs of CPU off a hot scan and 6.5 off a spread one (docs/performance.md). Between two
 * checkpoints the WAL takes a tenth of a second of commits: ≈ 6,000 pages at the 20,000 spread
 * scans a second this machine serves, under the safety net below.
 *
 * The serving connection keeps a far larger automatic checkpoint threshold as a safety net (the
 * worker crashed, or the disk is too slow for it to keep up), and `journal_size_limit` truncates
 * the WAL file once it has been reset.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const Database = require(workerData.driver)
const db = new Database(workerData.file)
db.pragma('busy_timeout = 0')
let stopped = false
let timer
function round() {
  // Soon again while the WAL grows; rarely while it stays empty.
  let pause = workerData.idleMs
  try {
    const [result] = db.pragma('wal_checkpoint(PASSIVE)')
    if (result.busy !== 0 || result.checkpointed < result.log) pause = 1
    else if (result.log > 0) pause = workerData.intervalMs
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message) })
  }
  if (!stopped) timer = setTimeout(round, pause)
}
parentPort.on('message', (message) => {
  if (message !== 'stop') return
  stopped = true
  clearTimeout(timer)
  db.close()
  parentPort.postMessage({ stopped: true })
})
round()
`

/** Pages the serving connection lets the WAL grow to before it checkpoints by itself. */
export const SAFETY_NET_CHECKPOINT_PAGES = 20_000
/** The WAL file is truncated to this size when it is reset. */
export const WAL_SIZE_LIMIT_BYTES = 64 * 1024 * 1024

export interface WalCheckpointer {
  /** Stops the worker and closes its connection. */
  stop(): Promise<void>
}

export function startWalCheckpointer(
  file: string,
  options: { intervalMs?: number; onError?: (message: string) => void } = {},
): WalCheckpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3')
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { file, driver, intervalMs: options.intervalMs ?? 100, idleMs: 100 },
    // Its garbage is a pragma's result every few ms: a small young generation holds it. Left to
    // the process's --max-semi-space-size it would grow one as large as the serving thread's.
    resourceLimits: { maxYoungGenerationSizeMb: 2 },
  })
  // A server whose only remaining work is this timer may exit.
  worker.unref()
  worker.on('message', (message: { error?: string }) => {
    if (message.error) options.onError?.(message.error)
  })
  worker.on('error', (error) => options.onError?.(error.message))
  let exited = false
  worker.once('exit', () => {
    exited = true
  })
  let stopping: Promise<void> | undefined
  return {
    stop() {
      if (exited) return Promise.resolve()
      stopping ??= new Promise<void>((resolve) => {
        worker.once('exit', () => resolve())
        worker.on('message', (message: { stopped?: boolean }) => {
          if (message.stopped) void worker.terminate()
        })
        worker.postMessage('stop')
      })
      return stopping
    },
  }
}
