import type { ScanResult } from '../../domain/records.js'
import { htmlPage, PAGE_CSP } from '../../web/html-page.js'

const NOT_FOUND_PAGE = htmlPage(
  'QR code not found',
  '<h1>QR code not found</h1><p>No QR code has this address. Check that it was typed or scanned in full.</p>',
)
const ENDED_PAGE = htmlPage(
  'QR code no longer active',
  '<h1>This QR code is no longer active</h1><p>Its owner switched it off, or it expired or reached its scan limit.</p>',
)
const GONE_PAGE = htmlPage(
  'QR code deleted',
  '<h1>This QR code has been deleted</h1><p>Its owner deleted it; it will not point anywhere again.</p>',
)

/** What a short link answers: a status, its headers and an HTML body for the pages. */
export interface ShortLinkAnswer {
  status: number
  headers: Record<string, string>
  body: string
}

/** Headers of every answer of a short link: never cached (the target can change), never indexed. */
const LINK_HEADERS = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' } as const

const pageAnswer = (status: number, html: string): ShortLinkAnswer => ({
  status,
  headers: { ...LINK_HEADERS, 'content-security-policy': PAGE_CSP, 'content-type': 'text/html; charset=utf-8' },
  body: html,
})

const NOT_FOUND = pageAnswer(404, NOT_FOUND_PAGE)
const GONE = pageAnswer(410, GONE_PAGE)
const ENDED = pageAnswer(410, ENDED_PAGE)

/** A short id no code can have, answered without asking the store. */
export const SHORT_LINK_NOT_FOUND = NOT_FOUND

/**
 * The answer to a followed short link, shared by the Fastify route and the fast path of
 * short-link-fast-path.ts so the two can never drift apart. 302, never 301: browsers would cache
 * a 301 for good and defeat editing.
 */
export function shortLinkAnswer(scan: ScanResult): ShortLinkAnswer {
  if (scan.state === 'missing') return NOT_FOUND
  if (scan.state === 'deleted') return GONE
  const location = scan.state === 'live' ? scan.targetUrl : scan.fallbackUrl
  if (location === null) return ENDED
  return { status: 302, headers: { ...LINK_HEADERS, location }, body: '' }
}
