/**
 * The process's log: pino JSON lines on stdout, written through a buffered asynchronous
 * destination (sonic-boom) so that a request's log line costs the request a string appended to
 * a buffer, not a write system call on the event loop. The buffer is written once it holds
 * `minLength` bytes, every `flushMs` whatever it holds, and entirely on `flush()` — which the
 * graceful shutdown awaits before the process exits — and synchronously if the process exits
 * some other way (pino's exit hook). docs/operations.md, "Logs", says why this is the default.
 */
import type { FastifyBaseLogger } from 'fastify'
import pino, { type DestinationStream, type Logger } from 'pino'

/** Never log a key: the Authorization header is censored wherever it appears. */
export const LOG_REDACT = {
  paths: ['req.headers.authorization', 'request.headers.authorization', 'headers.authorization'],
  censor: '[redacted]',
}

export interface LogOptions {
  /** File descriptor written to; stdout when missing. */
  fd?: number
  /** Bytes buffered before a write; 4 KiB when missing, 0 (every line at once) at debug and trace. */
  minLength?: number
  /** The longest a line waits in the buffer, in ms; 1,000 when missing. */
  flushMs?: number
}

export interface Logs {
  logger: Logger
  /** Writes whatever is buffered and resolves once it is written. */
  flush: () => Promise<void>
}

export function openLogs(level: string, options: LogOptions = {}): Logs {
  const destination = pino.destination({
    dest: options.fd ?? 1,
    sync: false,
    // Debugging wants each line at once; a serving process, lines gathered into fewer writes.
    minLength: options.minLength ?? (level === 'debug' || level === 'trace' ? 0 : 4096),
    periodicFlush: options.flushMs ?? 1000,
  })
  const logger = pino({ level, redact: LOG_REDACT }, destination as DestinationStream)
  const flush = () =>
    new Promise<void>((resolve) => {
      // flush() throws before the file descriptor is open, when nothing has been written yet.
      if ((destination as unknown as { fd: number }).fd < 0) return resolve()
      destination.flush((error) => {
        if (error) process.stderr.write(`dynqr: could not write the log: ${error.message}\n`)
        resolve()
      })
    })
  return { logger, flush }
}

/** What an access line holds: no address, no User-Agent, no query string (docs/privacy.md). */
export interface AccessLine {
  reqId: string
  method: string
  /** The request's path, without its query string. */
  path: string
  status: number
  /** From the request's arrival to its response's end, in ms. */
  ms: number
}

/** The access line's message; one line per request, written when its response has been sent. */
export const ACCESS_MESSAGE = 'request'

/** The path of a request URL: what precedes `?`. */
export function pathOf(url: string): string {
  const query = url.indexOf('?')
  return query < 0 ? url : url.slice(0, query)
}

/** Milliseconds with two decimals, as access lines carry them. */
export const roundedMs = (ms: number) => Math.round(ms * 100) / 100

/** Whether lines of `level` are written (pino has `isLevelEnabled`; Fastify's silent logger has not). */
export const levelEnabled = (log: FastifyBaseLogger, level: 'debug' | 'info') =>
  (log as FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled?.(level) === true
