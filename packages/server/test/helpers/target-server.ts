import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { TargetCheckSettings } from '../../src/health/target-checker.js'

/** Checks as often as a test needs them: a poll every 10 ms, the interval in the test's clock. */
export const fastTargetChecks = (overrides: Partial<TargetCheckSettings> = {}): TargetCheckSettings => ({
  intervalMs: 60_000,
  pollMs: 10,
  timeoutMs: 2_000,
  allowPrivate: true,
  concurrency: 8,
  ...overrides,
})

/** A real target on 127.0.0.1: answers `status`, counts requests, and the most ever in flight at once. */
export interface TargetServer {
  origin: string
  status: number
  delayMs: number
  /** The answer to one request: `status` (and no Location) unless set. */
  answer?: (method: string, path: string) => { status: number; location?: string }
  requests: { method: string; path: string }[]
  maxConcurrent: number
  close: () => Promise<void>
}

export async function startTargetServer(): Promise<TargetServer> {
  let inFlight = 0
  const target: TargetServer = {
    origin: '',
    status: 200,
    delayMs: 0,
    requests: [],
    maxConcurrent: 0,
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
  const server: Server = createServer((request, response) => {
    inFlight += 1
    target.maxConcurrent = Math.max(target.maxConcurrent, inFlight)
    target.requests.push({ method: request.method ?? '', path: request.url ?? '' })
    const answer = target.answer?.(request.method ?? '', request.url ?? '') ?? { status: target.status }
    setTimeout(() => {
      inFlight -= 1
      response.writeHead(answer.status, answer.location ? { location: answer.location } : {}).end()
    }, target.delayMs)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  target.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return target
}
