import { domainsBody } from '../domains/domains-html.js'
import { escapeHtml, sitePage } from '../html-page.js'
import { membersBody } from '../people/members-html.js'
import { dashboardBody, loopbackWarning } from './dashboard-html.js'
import { keysBody } from './keys-html.js'

/**
 * The signed-in pages: `/keys` (key management), `/dashboard` (the account's codes) and
 * `/members` (the account's people) and `/domains` (its custom domains). This file is their shell, the part session.browser.ts owns
 * (status and the signed-in part, which the account shell is placed above); each page's own part
 * is its body (keys-html.ts, dashboard-html.ts, ../people/members-html.ts), filled by that page's
 * script. A signed-out person is sent to /signin by the script.
 */
export type AccountPage = 'keys' | 'dashboard' | 'members' | 'domains'

const TITLES: Record<AccountPage, string> = {
  keys: 'API keys',
  dashboard: 'QR codes',
  members: 'Members',
  domains: 'Domains',
}
const BODIES: Record<AccountPage, () => string> = {
  keys: keysBody,
  dashboard: dashboardBody,
  members: membersBody,
  domains: domainsBody,
}

export interface AccountPageOptions {
  /** `{site_url}` when it is a loopback address: the dashboard warns that phones cannot open its codes. */
  loopbackUrl?: string | undefined
}

/** The markup of a signed-in page; the script does the rest through the API with the session. */
export function accountPageHtml(page: AccountPage, apiBase: string, options: AccountPageOptions = {}): string {
  const warning = page === 'dashboard' && options.loopbackUrl ? loopbackWarning(options.loopbackUrl) : ''
  const body = `<div class="page-head"><h1>${TITLES[page]}</h1></div>
  ${warning}
  <p id="status" class="feedback" role="status" aria-live="polite"></p>
  <div id="signed-in" hidden>
    ${BODIES[page]()}
  </div>`
  return sitePage({
    title: TITLES[page],
    body,
    current: page,
    script: `${page}-page.js`,
    mainAttributes: ` data-api-base="${escapeHtml(apiBase)}"`,
  })
}
