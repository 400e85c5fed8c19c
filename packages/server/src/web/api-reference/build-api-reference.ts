/**
 * Finishes the HTML API reference that `redocly build-docs --template
 * src/web/api-reference/template.hbs` wrote: `tsx src/web/api-reference/build-api-reference.ts
 * <file>` puts the site's one header (html-page.ts) where the template marks it, so /docs leads
 * back to the dashboard like every page. Only markup outside Redoc's scripts changes: the docs
 * route hashes the inline scripts of the finished file for its CSP.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { siteHeader } from '../html-page.js'

export const HEADER_MARK = '<!-- site-header -->'

/** Redoc's sidebar: its contents list and search, in no landmark of Redoc's own. */
const SIDEBAR = /<div class="([^"]*\bmenu-content\b[^"]*)">/g

/**
 * The built reference with the site's header in place of the template's mark, and Redoc's
 * sidebar named as the page's second navigation (Redoc puts the reference itself in a `main`).
 * React keeps attributes it does not manage when it hydrates the prerendered markup.
 */
export function finishApiReference(html: string): string {
  if (html.split(HEADER_MARK).length !== 2) throw new Error(`expected one ${HEADER_MARK} in the built reference`)
  if ([...html.matchAll(SIDEBAR)].length !== 1) throw new Error('expected one Redoc sidebar (menu-content)')
  return html
    .replace(HEADER_MARK, siteHeader('docs'))
    .replace(SIDEBAR, '<div class="$1" role="navigation" aria-label="Reference contents">')
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const file = process.argv[2]
  if (!file) throw new Error('usage: build-api-reference.ts <api-reference.html>')
  await writeFile(file, finishApiReference(await readFile(file, 'utf8')))
}
