import { createHash } from 'node:crypto'
import { escapeHtml, PAGE_CSP } from '../html-page.js'

/** The brand a public page carries (domain/branding/brand-service.ts, PublicBrand). */
export interface PageBrand {
  name: string | null
  /** `#rrggbb`, at least 4.5:1 on white. */
  color: string | null
  /** The logo as a `data:` URI. */
  logo: string | null
}

export interface PublicPageOptions {
  /** The document's title (plain text). */
  title: string
  /** Already escaped markup of `main`. */
  body: string
  brand?: PageBrand | null
}

export interface PublicPage {
  html: string
  /** The page's Content-Security-Policy: the stylesheet, the logo as data, the brand's colour by hash. */
  csp: string
}

/**
 * A branded page's CSP: the site pages' (PAGE_CSP: the shared stylesheet, no scripts, nothing from
 * outside) with the logo as data and the brand's colour allowed by its hash.
 */
function brandedCsp(style: string): string {
  const hash = style ? ` 'sha256-${createHash('sha256').update(style).digest('base64')}'` : ''
  return PAGE_CSP.replace("style-src 'self'", `img-src data:; style-src 'self'${hash}`)
}

/**
 * The layout of the pages a scanner sees (a paused, expired or over-the-limit code, an unknown
 * link, the password form): the account's brand — logo, name, colour — when it set one, and
 * never the admin header (Dashboard, API keys, API docs): a scanner of a flyer is not a user of
 * dynqr (PRODUCT.md, "Campaigns and print production"). Without a brand the header is empty.
 */
export function publicPage(options: PublicPageOptions): PublicPage {
  const brand = options.brand ?? null
  // The brand's colour is the one style of the page's own, allowed by its hash.
  const style = brand?.color ? `.public-page{--brand:${brand.color}}` : ''
  const logo = brand?.logo ? `<img class="public-logo" src="${escapeHtml(brand.logo)}" alt="">` : ''
  const name = brand?.name ? `<span class="public-name">${escapeHtml(brand.name)}</span>` : ''
  const header =
    logo || name
      ? `<header class="public-header"><p class="public-brand">${logo}${name}</p></header>`
      : '<header class="public-header public-header-plain"></header>'
  const title = brand?.name ? `${options.title} · ${brand.name}` : options.title
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/assets/site.css">${style ? `\n<style>${style}</style>` : ''}
</head>
<body class="public-page">
${header}
<main class="public-main">
${options.body}
</main>
</body>
</html>
`
  return { html, csp: brand ? brandedCsp(style) : PAGE_CSP }
}
