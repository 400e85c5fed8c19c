import http from 'node:http'
import https from 'node:https'
import { guardedLookup } from './address-guard.js'

export interface PostOptions {
  timeoutMs: number
  allowPrivate: boolean
  /** At most this many bytes of the answer are read; the rest is cut off. */
  maxResponseBytes: number
}

export interface PostResult {
  status: number | null
  error: string | null
}

/**
 * POSTs one webhook: the whole exchange (connect, send, answer) within `timeoutMs`, redirects
 * not followed (a 3xx is a failure like any non-2xx), the answer read up to a bound and
 * thrown away. Never rejects: a failure is a result.
 */
export function postWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  options: PostOptions,
): Promise<PostResult> {
  return new Promise((resolve) => {
    let settled = false
    const finish = (result: PostResult) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      resolve(result)
    }
    let target: URL
    try {
      target = new URL(url)
    } catch {
      return finish({ status: null, error: 'the URL is not valid' })
    }
    const client = target.protocol === 'https:' ? https : target.protocol === 'http:' ? http : null
    if (!client) return finish({ status: null, error: 'the URL is not http: or https:' })
    const request = client.request(target, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      lookup: guardedLookup(options.allowPrivate),
      agent: false,
    })
    const timer = setTimeout(() => {
      request.destroy()
      finish({ status: null, error: `no answer within ${options.timeoutMs} ms` })
    }, options.timeoutMs)
    request.on('error', (error) => finish({ status: null, error: error.message }))
    request.on('response', (response) => {
      const status = response.statusCode ?? 0
      const ok = status >= 200 && status < 300
      const result = { status, error: ok ? null : `the endpoint answered ${status}` }
      let read = 0
      response.on('data', (chunk: Buffer) => {
        read += chunk.length
        if (read > options.maxResponseBytes) {
          response.destroy()
          finish(result)
        }
      })
      response.on('end', () => finish(result))
      response.on('error', () => finish(result))
      response.on('close', () => finish(result))
    })
    request.end(body)
  })
}
