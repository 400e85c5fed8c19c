import type { ScanResult } from '../../domain/records.js'
import { type PageBrand, publicPage } from '../../web/public-pages/public-page.js'
import { PASSWORD_PAGE_CSP, passwordPage } from './password-page.js'

/** The pages a short link can answer instead of a redirect. */
export type LinkPage = 'missing' | 'ended' | 'gone'

const PAGES: Record<LinkPage, { status: number; title: string; body: string }> = {
  missing: {
    status: 404,
    title: 'QR code not found',
    body: '<h1>QR code not found</h1><p>No QR code has this address. Check that it was typed or scanned in full.</p>',
  },
  ended: {
    status: 410,
    title: 'QR code no longer active',
    body: '<h1>This QR code is no longer active</h1><p>Its owner switched it off, or it expired or reached its scan limit.</p>',
  },
  gone: {
    status: 410,
    title: 'QR code deleted',
    body: '<h1>This QR code has been deleted</h1><p>Its owner deleted it; it will not point anywhere again.</p>',
  },
}

/** What a short link answers: a status, its headers and an HTML body for the pages. */
export interface ShortLinkAnswer {
  status: number
  headers: Record<string, string>
  body: string
  /** Which page the body is, when it is one (it may carry the account's brand: `withBrand`). */
  page?: LinkPage
}

/** Headers of every answer of a short link: never cached (the target can change), never indexed. */
const LINK_HEADERS = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' } as const

/** A page a scanner sees: the public layout (no admin header), with the brand when given. */
function pageAnswer(page: LinkPage, brand?: PageBrand): ShortLinkAnswer {
  const { status, title, body } = PAGES[page]
  const { html, csp } = publicPage({ title, body, brand: brand ?? null })
  return {
    status,
    headers: { ...LINK_HEADERS, 'content-security-policy': csp, 'content-type': 'text/html; charset=utf-8' },
    body: html,
    page,
  }
}

const NOT_FOUND = pageAnswer('missing')
const GONE = pageAnswer('gone')
const ENDED = pageAnswer('ended')

/** A live code with a password (issue #43): the form, `200`, nothing of the code in it. */
export const PASSWORD_FORM: ShortLinkAnswer = {
  status: 200,
  headers: {
    ...LINK_HEADERS,
    'content-security-policy': PASSWORD_PAGE_CSP,
    'content-type': 'text/html; charset=utf-8',
  },
  body: passwordPage(),
}

/** The form again, saying why (`403` a wrong password or a bot, `429` too many tries). */
export const passwordFormAnswer = (status: number, message: string, headers: Record<string, string> = {}) => ({
  status,
  headers: { ...PASSWORD_FORM.headers, ...headers },
  body: passwordPage(message),
})

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
  if (scan.state === 'locked') return PASSWORD_FORM
  const location = scan.state === 'live' ? scan.targetUrl : scan.fallbackUrl
  if (location === null) return ENDED
  return { status: 302, headers: { ...LINK_HEADERS, location }, body: '' }
}

/** Where the brand of a code's account is read (domain/branding/brand-service.ts). */
export interface BrandLookup {
  publicForCode(shortId: string): Promise<PageBrand | null>
}

/**
 * The answer with its page carrying the brand of the account holding `shortId` (issue #45): a
 * paused, expired, over-the-limit or deleted code's page. An unknown id has no account, and a
 * brand that cannot be read (the store is down) leaves the plain page: a scanner still gets one.
 */
export async function withBrand(
  answer: ShortLinkAnswer,
  shortId: string,
  brands: BrandLookup,
): Promise<ShortLinkAnswer> {
  if (answer.page === undefined || answer.page === 'missing') return answer
  const brand = await brands.publicForCode(shortId).catch(() => null)
  return brand ? pageAnswer(answer.page, brand) : answer
}
