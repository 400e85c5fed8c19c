/**
 * What a request's log lines cost the event loop (issue #32): `tsx --conditions=source
 * scripts/bench/log-cost.ts`. Writes N requests' lines to a file, as the process would to its
 * stdout, three ways — the pair Fastify's default writes (a child logger per request,
 * `incoming request` with the socket's address and `request completed`, each written at once),
 * dynqr's one access line through the buffered destination (logging.ts) through pino and formatted
 * by hand (per 4 KiB and per 16 KB), and that line written at once — 50 requests per event-loop turn, and prints per request the time the event loop spent logging and the CPU time of every
 * thread (process.cpuUsage: the writes' system time counts, the buffered writes' on libuv's pool).
 * No goal asserted.
 */
import { mkdtempSync, openSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pino from 'pino'
import { openLogs } from '../../packages/server/src/logging.js'

const N = 200_000
const dir = mkdtempSync(join(tmpdir(), 'dynqr-log-cost-'))
const fd = (name: string) => openSync(join(dir, name), 'w')

async function measure(label: string, logOne: (i: number) => void, done: () => Promise<void>) {
  for (let i = 0; i < 5_000; i += 1) logOne(i) // warm up
  const before = process.cpuUsage()
  let onLoop = 0
  // 50 requests per event-loop turn, as a server under load answers a batch of scans per turn.
  for (let i = 0; i < N; i += 50) {
    const started = performance.now()
    for (let j = i; j < i + 50; j += 1) logOne(j)
    onLoop += performance.now() - started
    await new Promise((resolve) => setImmediate(resolve))
  }
  await done()
  const used = process.cpuUsage(before)
  const perRequest = (us: number) => (us / N).toFixed(2)
  console.log(
    `${label}: ${perRequest(onLoop * 1000)} µs per request on the event loop, ${perRequest(used.user + used.system)} µs of CPU in all`,
  )
}

// Fastify's default: pino to stdout (sync: true), a child per request, two lines.
const fastifyStyle = pino({ level: 'info' }, pino.destination({ dest: fd('pair.log'), sync: true }))
await measure(
  'two lines, written at once (before)',
  (i) => {
    const child = fastifyStyle.child({ reqId: `req-${i}` })
    child.info(
      {
        req: { method: 'GET', url: '/c0005050', host: '127.0.0.1:3000', remoteAddress: '127.0.0.1', remotePort: 40000 },
      },
      'incoming request',
    )
    child.info({ res: { statusCode: 302 }, responseTime: 0.41 }, 'request completed')
  },
  async () => {},
)

const line = (i: number) => ({ reqId: `req-${i}`, method: 'GET', path: '/c0005050', status: 302, ms: 0.41 })
const direct = pino({ level: 'info' }, pino.destination({ dest: fd('direct.log'), sync: true }))
await measure(
  'one access line, written at once',
  (i) => direct.info(line(i), 'request'),
  async () => {},
)

const buffered = openLogs('info', { fd: fd('buffered.log') })
await measure('one access line through pino, buffered', (i) => buffered.logger.info(line(i), 'request'), buffered.flush)
const byHand = openLogs('info', { fd: fd('by-hand.log') })
await measure('one access line by hand, buffered (now)', (i) => byHand.access(line(i)), byHand.flush)
const larger = openLogs('info', { fd: fd('by-hand-16k.log'), minLength: 16_000 })
await measure('one access line by hand, written per 16 KB', (i) => larger.access(line(i)), larger.flush)
