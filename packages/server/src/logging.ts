/**
 * The process's log: pino JSON lines on stdout, written through a buffered asynchronous
 * destination (sonic-boom) so that a request's log line costs the request a string appended to
 * a buffer, not a write system call on the event loop. The buffer is written once it holds
 * `minLength` bytes, every `flushMs` whatever it holds, and entirely on `flush()` — which the
 * graceful shutdown awaits before the process exits — and synchronously if the process exits
 * some other way (pino's exit hook). docs/operations.md, "Logs", says why this is the default.
 *
 * The destination keeps lines as Buffers (sonic-boom's buffer mode): in its string mode every
 * line re-measured the whole pending string (`Buffer.byteLength`), which flattened it each time,
 * and the access line — written once per request — is formatted here by hand (`access`) instead
 * of through pino's serialiser (docs/performance.md, "The program as shipped").
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
  /** Writes one access line, as pino would at `info` with the logger's bindings (AccessLine). */
  access: AccessLogWriter
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
    contentMode: 'buffer',
  })
  // pino hands each line over as a string; the buffer-mode destination takes it as bytes.
  const lines: DestinationStream = { write: (line: string) => void destination.write(Buffer.from(line) as never) }
  const logger = pino({ level, redact: LOG_REDACT }, lines)
  const flush = () =>
    new Promise<void>((resolve) => {
      // flush() throws before the file descriptor is open, when nothing has been written yet.
      if ((destination as unknown as { fd: number }).fd < 0) return resolve()
      destination.flush((error) => {
        if (error) process.stderr.write(`dynqr: could not write the log: ${error.message}\n`)
        resolve()
      })
    })
  return { logger, access: accessLineWriter(logger, lines), flush }
}

/** Writes an access line (a request's one line at `info`). */
export type AccessLogWriter = (line: AccessLine) => void

/** A JSON string literal: as is when plain printable ASCII without quotes or backslashes. */
const PLAIN = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/
const jsonString = (text: string) => (PLAIN.test(text) ? `"${text}"` : JSON.stringify(text))

/**
 * The access line formatted by hand, byte for byte what `logger.info(line, ACCESS_MESSAGE)`
 * writes: the level, pino's epoch time, the logger's bindings (pid, hostname), the line's
 * fields, the message. No redaction applies: an access line never holds a header.
 */
export function accessLineWriter(logger: Logger, destination: DestinationStream): AccessLogWriter {
  const head = `{"level":${logger.levels.values.info},"time":`
  const bindings = (logger as unknown as Record<symbol, string>)[pino.symbols.chindingsSym] ?? ''
  const tail = `,"msg":${JSON.stringify(ACCESS_MESSAGE)}}\n`
  return (line) =>
    destination.write(
      `${head}${Date.now()}${bindings},"reqId":${jsonString(line.reqId)},"method":${jsonString(line.method)},"path":${jsonString(line.path)},"status":${line.status},"ms":${line.ms}${tail}`,
    )
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
