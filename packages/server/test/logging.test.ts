import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { ACCESS_MESSAGE, type AccessLine, accessLineWriter } from '../src/logging.js'

/** A pino logger writing into an array, and the lines it got. */
function capture(options: pino.LoggerOptions = {}) {
  const lines: string[] = []
  const sink = { write: (line: string) => void lines.push(line) }
  return { logger: pino(options, sink as unknown as pino.DestinationStream), lines }
}

const withoutTime = (line: string) => line.replace(/"time":\d+/, '"time":0')

// The access line is formatted by hand on the hot path (issue #32): it must be what pino writes.
describe('the hand-formatted access line', () => {
  it.each<[string, AccessLine]>([
    ['a short link', { reqId: 'AbC-12', method: 'GET', path: '/c0005050', status: 302, ms: 0.41 }],
    ['a whole number of ms', { reqId: 'trace.me_42', method: 'POST', path: '/api/v1/qrcode', status: 201, ms: 3 }],
    [
      'quotes, backslashes, controls and non-ASCII',
      { reqId: 'x', method: 'GET', path: '/a"b\\c\u0001é😀\ud800', status: 404, ms: 12.05 },
    ],
  ])('is byte for byte the line pino writes, but for its time: %s', (_name, line) => {
    const { logger, lines } = capture({ base: { pid: 7, hostname: 'web-"1"' } })
    logger.info(line, ACCESS_MESSAGE)
    accessLineWriter(logger, { write: (text: string) => void lines.push(text) })(line)
    expect(lines).toHaveLength(2)
    expect(withoutTime(lines[1] ?? '')).toBe(withoutTime(lines[0] ?? ''))
    expect(JSON.parse(lines[1] ?? '')).toMatchObject({ ...line, msg: 'request', level: 30, pid: 7 })
  })

  it('carries pino’s default bindings (pid, hostname) and its epoch time', () => {
    const { logger, lines } = capture()
    const before = Date.now()
    accessLineWriter(logger, { write: (text: string) => void lines.push(text) })({
      reqId: 'r',
      method: 'GET',
      path: '/abc',
      status: 302,
      ms: 1,
    })
    const parsed = JSON.parse(lines[0] ?? '') as Record<string, unknown>
    expect(Object.keys(parsed)).toEqual([
      'level',
      'time',
      'pid',
      'hostname',
      'reqId',
      'method',
      'path',
      'status',
      'ms',
      'msg',
    ])
    expect(parsed.pid).toBe(process.pid)
    expect(parsed.time).toBeGreaterThanOrEqual(before)
    expect(lines[0]?.endsWith('\n')).toBe(true)
  })
})
