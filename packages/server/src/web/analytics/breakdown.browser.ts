/**
 * One breakdown of scans (`breakdown` of `GET …/stats?groupBy=…`) as a table people and screen
 * readers read: a row a value, most views first, with its views, unique views and share, and a
 * horizontal bar drawn as SVG (sizes are attributes, colours come from site.css: nothing the CSP
 * forbids). The footer holds the range's totals, which the rows add up to.
 */
import type { StatsBreakdownItem } from '@dynqr/contract'
import { el } from '../shared/dom.browser.js'

const SVG = 'http://www.w3.org/2000/svg'
/** Rows shown before the rest are folded into one ("4 more"), so a long tail keeps the panel short. */
export const MAX_ROWS = 8

export interface Totals {
  views: number
  uniqueViews: number
}

export interface BreakdownPanel {
  /** Column heading and caption: "Country", "Device"… */
  title: string
  /** How many of the rest are called ("more countries"). */
  plural: string
  rows: StatsBreakdownItem[]
  totals: Totals
  /** A row's name as people read it: text, or a node (a link to the code). */
  label: (value: string | null) => Node | string
}

/** Values as people read them; `null` is a scan the server could not place. */
const regionNames = (() => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' })
  } catch {
    return undefined
  }
})()

export function countryName(code: string | null): string {
  if (code === null) return 'Unknown'
  try {
    return regionNames?.of(code) ?? code
  } catch {
    return code
  }
}

/** `mobile` → `Mobile`, `other` → `Other`, `null` → `Unknown`; names such as `iOS` stay as they are. */
export function valueName(value: string | null): string {
  if (value === null) return 'Unknown'
  return /^[a-z]+$/.test(value) ? value.charAt(0).toUpperCase() + value.slice(1) : value
}

const share = (part: number, whole: number) => (whole === 0 ? '0%' : `${Math.round((part / whole) * 100)}%`)

/** A bar of `views` out of `peak`, its unique part darker; decorative: the numbers are in the row. */
function bar(views: number, uniqueViews: number, peak: number): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg')
  svg.setAttribute('class', 'bar')
  svg.setAttribute('viewBox', '0 0 100 4')
  svg.setAttribute('preserveAspectRatio', 'none')
  svg.setAttribute('aria-hidden', 'true')
  svg.setAttribute('focusable', 'false')
  for (const [part, name] of [
    [peak, 'track'],
    [views, 'all'],
    [uniqueViews, 'unique'],
  ] as const) {
    const rect = document.createElementNS(SVG, 'rect')
    rect.setAttribute('class', name)
    rect.setAttribute('width', String(peak === 0 ? 0 : (part / peak) * 100))
    rect.setAttribute('height', '4')
    svg.append(rect)
  }
  return svg
}

function row(name: Node | string, views: number, uniqueViews: number, peak: number, whole: number) {
  return el(
    'tr',
    {},
    el('th', { scope: 'row' }, el('span', { class: 'name' }, name), bar(views, uniqueViews, peak)),
    el('td', { class: 'number' }, String(views)),
    el('td', { class: 'number' }, String(uniqueViews)),
    el('td', { class: 'number' }, share(views, whole)),
  )
}

/** The panel's table; the rows past `MAX_ROWS` are summed into one. */
export function breakdownTable(panel: BreakdownPanel): HTMLTableElement {
  const { rows, totals } = panel
  const shown = rows.length > MAX_ROWS ? rows.slice(0, MAX_ROWS - 1) : rows
  const rest = rows.slice(shown.length)
  const restViews = rest.reduce((total, r) => total + r.views, 0)
  const restUnique = rest.reduce((total, r) => total + r.uniqueViews, 0)
  const peak = Math.max(0, restViews, ...shown.map((r) => r.views))
  const body = el('tbody', {})
  for (const item of shown) body.append(row(panel.label(item.value), item.views, item.uniqueViews, peak, totals.views))
  if (rest.length > 0) {
    const folded = row(`${rest.length} ${panel.plural}`, restViews, restUnique, peak, totals.views)
    folded.classList.add('folded')
    body.append(folded)
  }
  const head = el(
    'tr',
    {},
    el('th', { scope: 'col' }, panel.title),
    el('th', { scope: 'col', class: 'number' }, 'Views'),
    el('th', { scope: 'col', class: 'number' }, 'Unique'),
    el('th', { scope: 'col', class: 'number' }, 'Share'),
  )
  const foot = el(
    'tr',
    {},
    el('th', { scope: 'row' }, 'Total'),
    el('td', { class: 'number' }, String(totals.views)),
    el('td', { class: 'number' }, String(totals.uniqueViews)),
    el('td', { class: 'number' }, share(totals.views, totals.views)),
  )
  return el(
    'table',
    { class: 'breakdown', 'data-dimension': panel.title },
    el('caption', {}, `Views by ${panel.title.toLowerCase()}`),
    el('thead', {}, head),
    body,
    el('tfoot', {}, foot),
  )
}

/**
 * Replaces `grid`'s content with one panel per breakdown; with no views in the range, one
 * sentence instead of empty tables.
 */
export function drawBreakdowns(grid: HTMLElement, panels: BreakdownPanel[], empty: string): void {
  if (panels.every((p) => p.totals.views === 0)) {
    grid.replaceChildren(el('p', { class: 'empty' }, empty))
    return
  }
  grid.replaceChildren(...panels.map((p) => el('div', { class: 'breakdown-panel' }, breakdownTable(p))))
}
