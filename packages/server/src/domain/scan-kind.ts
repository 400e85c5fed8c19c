import { isbot } from 'isbot'
import type { ScanKind } from './records.js'

export interface ScanRequest {
  method: string
  userAgent: string | undefined
  /** `Sec-Purpose` or the older `Purpose` header. */
  purpose: string | undefined
}

/**
 * Whether a hit on a short link is a person's view. `HEAD`, prefetches and known bots and
 * link previewers (the isbot list) count as bot hits instead.
 */
export function scanKind(request: ScanRequest): ScanKind {
  if (request.method !== 'GET') return 'bot'
  if (request.purpose?.toLowerCase().includes('prefetch')) return 'bot'
  if (request.userAgent !== undefined && isbot(request.userAgent)) return 'bot'
  return 'view'
}
