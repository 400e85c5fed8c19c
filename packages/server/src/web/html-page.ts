const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Text made safe for HTML element content and attribute values. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)

/** The places the header links to; the current one is marked. */
export type SiteSection = 'dashboard' | 'members' | 'domains' | 'keys' | 'docs'

const SECTIONS: [SiteSection, string, string][] = [
  ['dashboard', '/dashboard', 'Dashboard'],
  ['members', '/members', 'Members'],
  ['domains', '/domains', 'Domains'],
  ['keys', '/keys', 'API keys'],
  ['docs', '/docs', 'API docs'],
]

/** The one header of every page: the product's name and the navigation. */
export function siteHeader(current?: SiteSection): string {
  const links = SECTIONS.map(
    ([section, href, label]) =>
      `<li><a href="${href}"${section === current ? ' aria-current="page"' : ''}>${label}</a></li>`,
  ).join('')
  return `<header class="site-header"><div class="inner"><a class="brand" href="/dashboard">dynqr</a><nav class="site-nav" aria-label="Main"><ul>${links}</ul></nav></div></header>`
}

export interface PageOptions {
  title: string
  /** Already escaped markup of `main`. */
  body: string
  current?: SiteSection
  /** The page's script under /assets/, if any. */
  script?: string
  /** Already escaped attributes of `main` (data-* the script reads). */
  mainAttributes?: string
  mainClass?: string
}

/** A page of the site: the shared stylesheet, the header and a `main` landmark. */
export function sitePage(options: PageOptions): string {
  const script = options.script ? `\n<script type="module" src="/assets/${options.script}"></script>` : ''
  const attributes = `${options.mainClass ? ` class="${options.mainClass}"` : ''}${options.mainAttributes ?? ''}`
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(options.title)} · dynqr</title>
<link rel="stylesheet" href="/assets/site.css">${script}
</head>
<body>
${siteHeader(options.current)}
<main${attributes}>
${options.body}
</main>
</body>
</html>
`
}

/** Pages are self-contained: the shared stylesheet, no scripts, no outside resources. */
export const PAGE_CSP =
  "default-src 'none'; style-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
