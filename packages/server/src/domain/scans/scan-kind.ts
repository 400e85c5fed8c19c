import { isbot } from 'isbot'
import type { ScanKind } from '../records.js'
import { REMEMBERED_AGENT_CHARS } from './scan-dimensions.js'

export interface ScanRequest {
  method: string
  userAgent: string | undefined
  /** `Sec-Purpose` or the older `Purpose` header. */
  purpose: string | undefined
  /** The client address, as `TRUST_PROXY` decides it (analytics only: never stored). */
  address?: string
  /** `Referer` and `Accept-Language` (analytics only). */
  referer?: string
  acceptLanguage?: string
  /** The scanned address's query string without `?` (routing's `query` rules and `forwardQuery`). */
  query?: string
}

/** User-Agent strings seen most recently and whether each is a bot. */
const verdicts = new Map<string, boolean>()
/** Distinct User-Agents remembered; real traffic repeats a few hundred browser strings. */
const VERDICTS_KEPT = 2_000

/**
 * isbot's one large regular expression is the costliest step of a scan after the store write
 * (docs/performance.md), and phones send the same few strings again and again: each verdict is
 * remembered, up to VERDICTS_KEPT strings (then forgotten all at once, which a flood of random
 * strings cannot turn into unbounded memory) of at most REMEMBERED_AGENT_CHARS each (longer ones,
 * which no browser sends, are judged each time): under a megabyte.
 */
function isBotAgent(userAgent: string): boolean {
  if (userAgent.length > REMEMBERED_AGENT_CHARS) return isbot(userAgent)
  let verdict = verdicts.get(userAgent)
  if (verdict === undefined) {
    verdict = isbot(userAgent)
    if (verdicts.size >= VERDICTS_KEPT) verdicts.clear()
    verdicts.set(userAgent, verdict)
  }
  return verdict
}

/**
 * Whether a hit on a short link is a person's view. `HEAD`, prefetches and known bots and
 * link previewers (the isbot list) count as bot hits instead.
 */
export function scanKind(request: ScanRequest): ScanKind {
  if (request.method !== 'GET') return 'bot'
  if (request.purpose?.toLowerCase().includes('prefetch')) return 'bot'
  if (request.userAgent !== undefined && isBotAgent(request.userAgent)) return 'bot'
  return 'view'
}
