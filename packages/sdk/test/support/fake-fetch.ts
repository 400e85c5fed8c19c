/** A scripted fetch and a fake clock: the SDK's unit tests drive retries, timeouts and hooks with them. */
import { Dynqr, type DynqrOptions } from '../../src/index.js'
import { type Clock, kClock } from '../../src/internal.js'

export const CODE = {
  shortId: 'abc',
  qrCodeUrl: 'http://x/abc',
  editUrl: 'http://x/qrcode/edit/abc',
  targetUrl: 'https://e.com/',
  views: 0,
  qrCodeOptions: {
    width: 300,
    height: 300,
    dotsOptions: { type: 'square', color: '#000000' },
    backgroundOptions: { color: '#ffffff' },
  },
  createdAt: '2026-11-22T00:00:00.000Z',
  updatedAt: '2026-11-22T00:00:00.000Z',
}

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } })

/** A clock whose sleeps end at once, recording what was asked; timeouts fire only when told to. */
export function fakeClock(options: { timeouts?: boolean } = {}) {
  const sleeps: number[] = []
  const clock: Clock = {
    now: () => 0,
    random: () => 0.5,
    sleep: (ms, signal) =>
      new Promise((resolve, reject) => {
        if (signal?.aborted) return reject(signal.reason)
        const isTimeout = ms === 5_000
        if (isTimeout && !options.timeouts) {
          signal?.addEventListener('abort', () => reject(signal.reason), { once: true })
          return
        }
        if (!isTimeout) sleeps.push(ms)
        queueMicrotask(resolve)
      }),
  }
  return { clock, sleeps }
}

/** A fetch that answers from a script, one entry per attempt, recording each request. */
export function scriptedFetch(script: Array<Response | Error | 'hang'>) {
  const requests: Request[] = []
  const fetchImpl = async (input: RequestInfo | URL) => {
    const request = input as Request
    requests.push(request)
    const next = script.shift()
    if (next === undefined) throw new Error('script ran out')
    if (next === 'hang') {
      return new Promise<Response>((_resolve, reject) => {
        request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true })
      })
    }
    if (next instanceof Error) throw next
    return next
  }
  return { fetchImpl: fetchImpl as typeof fetch, requests }
}

export function client(
  script: Array<Response | Error | 'hang'>,
  options: { timeouts?: boolean; maxRetries?: number } & DynqrOptions = {},
) {
  const { clock, sleeps } = fakeClock(options)
  const { fetchImpl, requests } = scriptedFetch(script)
  const { timeouts: _timeouts, ...rest } = options
  const dynqr = new Dynqr({
    ...rest,
    apiKey: 'dqr_test',
    baseUrl: 'http://api.test/api/v1',
    fetch: fetchImpl,
    [kClock]: clock,
    timeout: 5_000,
    maxRetries: options.maxRetries ?? 2,
  } as DynqrOptions)
  return { dynqr, sleeps, requests }
}
