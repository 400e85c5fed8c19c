import type { ScanRequest } from '../domain/scans/scan-kind.js'

type Headers = Record<string, string | string[] | undefined>

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * The parts of a request that decide whether a scan is a person's view (domain/scans/scan-kind.ts),
 * and what scan analytics classifies it by: the client address (as TRUST_PROXY decides it),
 * `Referer` and `Accept-Language`.
 */
export function scanRequestOf(method: string, headers: Headers, address?: string, url?: string): ScanRequest {
  const purpose = headers['sec-purpose'] ?? headers.purpose
  const mark = url === undefined ? -1 : url.indexOf('?')
  return {
    ...(mark >= 0 && { query: (url as string).slice(mark + 1) }),
    method,
    userAgent: first(headers['user-agent']),
    purpose: Array.isArray(purpose) ? purpose.join(',') : purpose,
    ...(address !== undefined && { address }),
    referer: first(headers.referer),
    acceptLanguage: first(headers['accept-language']),
  }
}
