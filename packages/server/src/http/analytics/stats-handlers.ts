import type { AccountStatsQuery, QrCodeStatsQuery } from '@dynqr/contract'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { ScanStatsService } from '../../domain/analytics/scan-stats-service.js'
import { safeCell } from '../../moving/csv-cell.js'
import { principalOf } from '../authenticate.js'
import type { Handler } from '../handler.js'

type ShortIdParams = { shortId: string }

interface StatsAnswer {
  series: { start: string; views: number; uniqueViews: number; botHits: number; fallbackHits: number }[]
  breakdown?: { value: string | null; views: number; uniqueViews: number }[]
}

/**
 * A CSV field as RFC 4180 writes it: quoted when it holds a comma, quote or line break; a text
 * that could start a formula (a referrer is any scanner's Referer host) behind a `'` (csv-cell.ts).
 */
const field = (value: string | number | null) => {
  const text = value === null ? '' : typeof value === 'number' ? String(value) : safeCell(value)
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

const csv = (rows: (string | number | null)[][]) => rows.map((row) => `${row.map(field).join(',')}\r\n`).join('')

/** Stats as CSV (RFC 4180, a header row): the breakdown when grouped, else the series. */
export function statsCsv(stats: StatsAnswer): string {
  if (stats.breakdown) {
    return csv([
      ['value', 'views', 'uniqueViews'],
      ...stats.breakdown.map((row) => [row.value, row.views, row.uniqueViews]),
    ])
  }
  return csv([
    ['start', 'views', 'uniqueViews', 'botHits', 'fallbackHits'],
    ...stats.series.map((b) => [b.start, b.views, b.uniqueViews, b.botHits, b.fallbackHits]),
  ])
}

/** Whether the client asks for CSV rather than JSON (`Accept: text/csv`, preferred to JSON). */
function wantsCsv(accept: string | undefined): boolean {
  if (!accept) return false
  const ranges = accept.split(',').map((part) => {
    const [type = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    return { type: type.trim(), q: q === undefined ? 1 : Number(q.slice(2)) || 0 }
  })
  const quality = (type: string) => Math.max(0, ...ranges.filter((r) => r.type === type).map((r) => r.q))
  return quality('text/csv') > 0 && quality('text/csv') > quality('application/json')
}

function answer(request: FastifyRequest, reply: FastifyReply, stats: StatsAnswer) {
  reply.header('vary', 'Accept')
  if (!wantsCsv(request.headers.accept)) return stats
  return reply.type('text/csv; charset=utf-8').send(statsCsv(stats))
}

/** The stats operations: a code's (`/qrcode/{shortId}/stats`) and the account's (`/stats`). */
export function statsHandlers(stats: ScanStatsService) {
  return {
    getQrCodeStats: async (request, reply) => {
      const { shortId } = request.params as ShortIdParams
      const query = request.query as QrCodeStatsQuery
      return answer(request, reply, await stats.codeStats(principalOf(request).accountId, shortId, query))
    },
    getAccountStats: async (request, reply) =>
      answer(
        request,
        reply,
        await stats.accountStats(principalOf(request).accountId, request.query as AccountStatsQuery),
      ),
  } satisfies Record<string, Handler>
}
