/**
 * A bar chart of scans (`GET /qrcode/{shortId}/stats` or the account's `GET /stats`), drawn as
 * SVG with DOM calls: no charting library, no HTML parsing, no inline styles (colours are SVG
 * presentation attributes, so a CSP without 'unsafe-inline' allows them). Shared by the edit
 * page and the dashboard: `drawScanChart(container, stats)`.
 */
import type { QrCodeStats } from '@dynqr/contract'

/** What the chart reads: a code's stats or the account's (which have no `shortId`). */
export type ScanSeries = Pick<QrCodeStats, 'interval' | 'from' | 'to' | 'totals' | 'series'>

const SVG = 'http://www.w3.org/2000/svg'
/** The chart is drawn in the container's own pixels (600 when unknown), so its labels stay 12 px on a phone. */
const DEFAULT_WIDTH = 600
const HEIGHT = 160
const AXIS = 18
type Bucket = QrCodeStats['series'][number]
/**
 * Stacked from the bottom: unique views, repeat views (the rest of the views), fallback hits,
 * bot hits. A bar's views are its two blues, so unique views show beside total at a glance.
 */
const LAYERS: [(bucket: Bucket) => number, string][] = [
  [(b) => b.uniqueViews, '#1a5fb4'],
  [(b) => b.views - b.uniqueViews, '#99c1f1'],
  [(b) => b.fallbackHits, '#c64600'],
  [(b) => b.botHits, '#9a9996'],
]

function element<K extends keyof SVGElementTagNameMap>(name: K, attributes: Record<string, string | number>) {
  const node = document.createElementNS(SVG, name)
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value))
  return node
}

/** The label of a bucket: the day (`22 Nov`) or the hour (`22 Nov 14:00`), in UTC. */
export function bucketLabel(start: string, interval: QrCodeStats['interval']): string {
  const date = new Date(start)
  const day = date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })
  return interval === 'day' ? day : `${day} ${String(date.getUTCHours()).padStart(2, '0')}:00`
}

/** A summary people and screen readers read: the totals over the range. */
export function scanChartSummary(stats: ScanSeries): string {
  const { views, uniqueViews, botHits, fallbackHits } = stats.totals
  const range = `${bucketLabel(stats.from, 'day')} – ${bucketLabel(stats.to, 'day')} (UTC)`
  return `${views} views, ${uniqueViews} unique, ${fallbackHits} fallback hits, ${botHits} bot hits, ${range}`
}

/** Replaces the container's content with the chart of `stats`. */
export function drawScanChart(container: Element, stats: ScanSeries): SVGSVGElement {
  const series = stats.series
  const WIDTH = Math.max(280, Math.round(container.clientWidth) || DEFAULT_WIDTH)
  const highest = Math.max(0, ...series.map((b) => b.views + b.botHits + b.fallbackHits))
  const peak = Math.max(1, highest)
  const slot = WIDTH / Math.max(1, series.length)
  const scale = (HEIGHT - AXIS) / peak
  const svg = element('svg', { viewBox: `0 0 ${WIDTH} ${HEIGHT}`, role: 'img', class: 'scan-chart' })
  svg.setAttribute('aria-label', `Scans by ${stats.interval}: ${scanChartSummary(stats)}`)
  svg.append(element('line', { x1: 0, x2: WIDTH, y1: HEIGHT - AXIS, y2: HEIGHT - AXIS, stroke: '#77767b' }))
  series.forEach((bucket, i) => {
    const group = element('g', { 'data-start': bucket.start })
    const title = element('title', {})
    title.textContent = `${bucketLabel(bucket.start, stats.interval)}: ${bucket.views} views (${bucket.uniqueViews} unique), ${bucket.fallbackHits} fallback hits, ${bucket.botHits} bot hits`
    group.append(title)
    let top = HEIGHT - AXIS
    for (const [count, colour] of LAYERS) {
      const height = count(bucket) * scale
      if (height <= 0) continue
      top -= height
      group.append(element('rect', { x: i * slot + slot * 0.1, y: top, width: slot * 0.8, height, fill: colour }))
    }
    // A transparent bar over the whole slot, so the tooltip shows on empty buckets too.
    group.append(element('rect', { x: i * slot, y: 0, width: slot, height: HEIGHT - AXIS, fill: 'transparent' }))
    svg.append(group)
  })
  for (const [index, anchor] of [
    [0, 'start'],
    [series.length - 1, 'end'],
  ] as const) {
    const bucket = series[index]
    if (!bucket) continue
    const label = element('text', {
      x: anchor === 'start' ? 0 : WIDTH,
      y: HEIGHT - 4,
      'text-anchor': anchor,
      'font-size': 12,
      fill: '#3d3846',
    })
    label.textContent = bucketLabel(bucket.start, stats.interval)
    svg.append(label)
  }
  const peakLabel = element('text', { x: 0, y: 12, 'font-size': 12, fill: '#3d3846' })
  peakLabel.textContent = highest === 0 ? 'No scans in this range yet' : `peak ${highest} a ${stats.interval}`
  svg.append(peakLabel)
  container.replaceChildren(svg)
  return svg
}
