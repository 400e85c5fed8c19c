import { STATS_DIMENSIONS } from '@dynqr/contract'
import { type Check, check, type FullRun, field, type Node, PRISM_FOLLOWS_REDIRECTS } from '../check.js'
import type { Exchange } from '../contract-validator.js'
import type { ContractKit } from '../kit.js'

const DIMENSIONS = STATS_DIMENSIONS
const COUNTS = ['views', 'uniqueViews', 'botHits', 'fallbackHits'] as const
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'
/** The phone's scans (the kit's default User-Agent) come from a page and ask for English. */
const FROM_A_PAGE = { 'accept-language': 'en-GB,en;q=0.8', referer: 'https://news.example.org/article?id=1' }
const DAY_MS = 86_400_000

type Row = Record<string, unknown>
const rows = (exchange: Exchange, name: string) => (field(exchange, name) ?? []) as Row[]
const sum = (list: Row[], key: string) => list.reduce((total, row) => total + Number(row[key]), 0)

/**
 * The rules every stats answer keeps (PRODUCT.md, "Scan analytics"): unique views at most views
 * in the totals and every bucket; the series adds up to the totals; a breakdown's views add up
 * to `totals.views` and its unique views to `totals.uniqueViews`, most views first.
 */
function keepsStatsRules(kit: ContractKit, exchange: Exchange): void {
  const totals = (field(exchange, 'totals') ?? {}) as Row
  const series = rows(exchange, 'series')
  for (const row of [totals, ...series]) {
    kit.expect(exchange, Number(row.uniqueViews) <= Number(row.views), 'uniqueViews must never exceed views')
  }
  for (const key of COUNTS)
    kit.expect(exchange, sum(series, key) === totals[key], `the series must add up to totals.${key}`)
  const breakdown = field(exchange, 'breakdown') as Row[] | undefined
  if (!breakdown) return
  kit.expect(exchange, sum(breakdown, 'views') === totals.views, 'the breakdown’s views must add up to totals.views')
  kit.expect(
    exchange,
    sum(breakdown, 'uniqueViews') === totals.uniqueViews,
    'the breakdown’s unique views must add up to totals.uniqueViews',
  )
  kit.expect(
    exchange,
    breakdown.every((row, i) => i === 0 || Number(row.views) <= Number(breakdown[i - 1]?.views)),
    'the breakdown must list most views first',
  )
}

/** Records of an RFC 4180 text: each ends in CRLF; a field is bare or quoted (`""` a quote). */
export function parseCsv(text: string): string[][] | string {
  const records: string[][] = []
  let at = 0
  while (at < text.length) {
    const record: string[] = []
    for (;;) {
      let value = ''
      if (text[at] === '"') {
        at += 1
        for (;;) {
          const quote = text.indexOf('"', at)
          if (quote < 0) return `an unclosed quote in record ${records.length + 1}`
          value += text.slice(at, quote)
          at = quote + 1
          if (text[at] !== '"') break
          value += '"'
          at += 1
        }
      } else {
        const end = text.slice(at).search(/[,\r\n"]/)
        value = end < 0 ? text.slice(at) : text.slice(at, at + end)
        at = end < 0 ? text.length : at + end
      }
      record.push(value)
      if (text[at] === ',') {
        at += 1
        continue
      }
      if (text.startsWith('\r\n', at)) break
      return `record ${records.length + 1} does not end in CRLF where a field ends`
    }
    records.push(record)
    at += 2
  }
  return records
}

/** What the scan analytics checks share: the run's code, whether it was scanned, the stats calls. */
interface StatsRun extends FullRun {
  shortId: string
  progress: { scanned?: boolean }
  /** The run's code once the first check scanned it (throws when that check failed). */
  scanned: () => string
  /** A stats call that must answer 200 and keep the stats rules. */
  stats: (operationId: string, query: string, params?: Record<string, string>, apiKey?: string) => Promise<Exchange>
  /** The account's codes by views (`GET /stats?groupBy=shortId`). */
  topCodes: (apiKey?: string) => Promise<unknown[]>
}

function statsRun(full: FullRun): StatsRun {
  const { kit, run } = full
  const shortId = `ct-stats-${run}`
  const progress: { scanned?: boolean } = {}
  const scanned = () => {
    if (!progress.scanned) throw new Error('an earlier step failed to create and scan the code this one needs')
    return shortId
  }
  const stats = async (operationId: string, query: string, params: Record<string, string> = {}, apiKey?: string) => {
    const exchange = await kit.call(operationId, { params, query, ...(apiKey && { apiKey }) })
    kit.require(exchange, exchange.status === 200, 'must answer 200')
    keepsStatsRules(kit, exchange)
    return exchange
  }
  const topCodes = async (apiKey?: string) =>
    rows(await stats('getAccountStats', 'groupBy=shortId', {}, apiKey), 'breakdown').map((row) => row.value)
  return { ...full, shortId, progress, scanned, stats, topCodes }
}

/** Creates the run's code, scans it three times (two visitors) and reads its unique views. */
function countsUniqueViews({ kit, shortId, progress, stats }: StatsRun): Check {
  return check(
    'getQrCodeStats',
    'counts uniqueViews on totals and buckets: one visitor twice is one unique view, never more than views',
    async () => {
      const made = await kit.call('createQrCode', {
        body: { targetUrl: 'https://example.com/stats', customShortId: shortId },
      })
      kit.require(made, made.status === 201, 'create must answer 201')
      const day = () => Math.floor(Date.now() / DAY_MS)
      const firstDay = day()
      for (const headers of [FROM_A_PAGE, FROM_A_PAGE, { 'user-agent': DESKTOP }]) {
        const scan = await kit.call('followShortLink', { params: { shortId }, headers })
        kit.require(scan, scan.status === 302, 'a scan must answer 302')
      }
      progress.scanned = true
      const exchange = await stats(
        'getQrCodeStats',
        `interval=hour&from=${new Date(Date.now() - DAY_MS).toISOString()}`,
        { shortId },
      )
      const totals = field(exchange, 'totals') as Row
      // Two visitors, one of them twice; a UTC midnight between the scans makes the second day's scans unique again.
      const unique = day() === firstDay ? totals.uniqueViews === 2 : Number(totals.uniqueViews) <= 3
      kit.expect(exchange, totals.views === 3 && unique, 'three views by two visitors are 3 views, 2 unique')
    },
    undefined,
    PRISM_FOLLOWS_REDIRECTS,
  )
}

/** Every `groupBy` dimension of a code's stats, and the referrer, language and device of its scans. */
function groupsByDimension({ kit, scanned, stats }: StatsRun): Check {
  return check(
    'getQrCodeStats',
    'groups views by country, device, os, browser, referrer and language: each breakdown adds up to totals.views',
    async () => {
      const id = scanned()
      const found: Record<string, Row[]> = {}
      for (const groupBy of DIMENSIONS) {
        const exchange = await stats('getQrCodeStats', `groupBy=${groupBy}`, { shortId: id })
        kit.expect(exchange, Array.isArray(field(exchange, 'breakdown')), 'groupBy must add a breakdown')
        kit.expect(exchange, (field(exchange, 'totals') as Row).views === 3, 'the code has 3 views')
        found[groupBy] = rows(exchange, 'breakdown')
      }
      const views = (groupBy: string, value: string | null) => found[groupBy]?.find((row) => row.value === value)?.views
      if (views('referrer', 'news.example.org') !== 2 || views('referrer', null) !== 1)
        kit.fail(`referrer: 2 views from news.example.org and 1 unknown (null), got ${JSON.stringify(found.referrer)}`)
      if (views('language', 'en') !== 2 || views('language', null) !== 1)
        kit.fail(`language: 2 views in en and 1 unknown (null), got ${JSON.stringify(found.language)}`)
      if (views('device', 'mobile') !== 2 || views('device', 'desktop') !== 1)
        kit.fail(`device: 2 views on mobile and 1 on desktop, got ${JSON.stringify(found.device)}`)
    },
    undefined,
    PRISM_FOLLOWS_REDIRECTS,
  )
}

/** The account's stats: 30 days by day, and its top codes with the run's code in them. */
function answersAccountStats({ kit, scanned, stats }: StatsRun): Check {
  return check(
    'getAccountStats',
    "answers the account's views by day, and its codes with groupBy=shortId, most views first",
    async () => {
      const id = scanned()
      const plain = await stats('getAccountStats', '')
      kit.expect(plain, field(plain, 'breakdown') === undefined, 'without groupBy there is no breakdown')
      const days = rows(plain, 'series').length
      kit.expect(plain, days >= 30 && days <= 31, 'the default range is 30 days, by day')
      const top = await stats('getAccountStats', 'groupBy=shortId')
      const mine = rows(top, 'breakdown').find((row) => row.value === id)
      kit.expect(
        top,
        mine?.views === 3 && mine.uniqueViews === 2,
        `the top codes must list ${id} with 3 views, 2 unique`,
      )
    },
    undefined,
    PRISM_FOLLOWS_REDIRECTS,
  )
}

/** Another account's codes: never in this account's stats, 404 for this account. */
function keepsAccountsApart({ kit, options, run, scanned, topCodes }: StatsRun): Check {
  return check(
    'getAccountStats',
    "never counts another account's codes, and answers another account's code's stats with 404",
    async () => {
      const id = scanned()
      const apiKey = String(options.otherApiKey)
      const theirs = `ct-stats-other-${run}`
      const made = await kit.call('createQrCode', {
        apiKey,
        body: { targetUrl: 'https://example.com/theirs', customShortId: theirs },
      })
      kit.require(made, made.status === 201, 'the other account’s create must answer 201')
      const scan = await kit.call('followShortLink', { params: { shortId: theirs } })
      kit.require(scan, scan.status === 302, 'a scan must answer 302')
      const ours = await topCodes()
      if (!ours.includes(id) || ours.includes(theirs))
        kit.fail(`GET /stats?groupBy=shortId must list ${id} and never ${theirs}, got ${JSON.stringify(ours)}`)
      const other = await topCodes(apiKey)
      if (!other.includes(theirs) || other.includes(id))
        kit.fail(`the other account's top codes must list ${theirs} and never ${id}, got ${JSON.stringify(other)}`)
      const hidden = await kit.call('getQrCodeStats', { params: { shortId: theirs } })
      kit.expect(hidden, hidden.status === 404, "another account's code must be 404")
    },
    options.otherApiKey ? undefined : 'needs --other-api-key (a key of a second account)',
    PRISM_FOLLOWS_REDIRECTS,
  )
}

/** The stats as CSV: the same series or breakdown as the JSON answer, RFC 4180 with a header row. */
function answersCsv({ kit, needsCode, shortId, progress, stats }: StatsRun): Check {
  return check(
    'getQrCodeStats',
    'answers CSV for Accept: text/csv (RFC 4180, a header row): the series, else the breakdown, as in JSON',
    async () => {
      const id = progress.scanned ? shortId : needsCode()
      const to = new Date().toISOString()
      const range = `from=${new Date(Date.parse(to) - 2 * DAY_MS).toISOString()}&to=${to}`
      const asks: [string, string, Record<string, string>, string[]][] = [
        ['getQrCodeStats', range, { shortId: id }, ['start', ...COUNTS]],
        ['getQrCodeStats', `${range}&groupBy=referrer`, { shortId: id }, ['value', 'views', 'uniqueViews']],
        ['getAccountStats', range, {}, ['start', ...COUNTS]],
        ['getAccountStats', `${range}&groupBy=shortId`, {}, ['value', 'views', 'uniqueViews']],
      ]
      for (const [operationId, query, params, header] of asks) {
        const json = await stats(operationId, query, params)
        const csv = await kit.call(operationId, { params, query, headers: { accept: 'text/csv' } })
        kit.require(csv, csv.status === 200, 'must answer 200')
        kit.expect(
          csv,
          csv.headers.get('content-type')?.startsWith('text/csv') === true,
          'Content-Type must be text/csv',
        )
        const records = parseCsv(csv.text)
        if (typeof records === 'string') {
          kit.fail(`${csv.request.url} as CSV is not RFC 4180: ${records}`)
          continue
        }
        kit.expect(csv, records[0]?.join() === header.join(), `the header row must be ${header.join()}`)
        const expected = query.includes('groupBy')
          ? rows(json, 'breakdown').map((row) => [row.value ?? '', row.views, row.uniqueViews].join())
          : rows(json, 'series').map((row) => [row.start, ...COUNTS.map((key) => row[key])].join())
        kit.expect(
          csv,
          records
            .slice(1)
            .map((record) => record.join())
            .join('\n') === expected.join('\n'),
          'the rows must be the JSON answer’s, in order',
        )
      }
    },
  )
}

/** An unknown (or, on a code, the account-only `shortId`) `groupBy` is a 400 naming it. */
function refusesUnknownGroupBy({ kit, needsCode }: StatsRun): Check {
  return check(
    'getQrCodeStats',
    'refuses an unknown groupBy with 400 INVALID_REQUEST naming groupBy, on both stats operations',
    async () => {
      const asks: [string, string, Record<string, string>][] = [
        ['getQrCodeStats', 'groupBy=city', { shortId: needsCode() }],
        ['getQrCodeStats', 'groupBy=shortId', { shortId: needsCode() }],
        ['getAccountStats', 'groupBy=city', {}],
      ]
      for (const [operationId, query, params] of asks) {
        const exchange = await kit.call(operationId, { params, query })
        kit.expect(exchange, exchange.status === 400, 'must answer 400')
        kit.expect(exchange, field(exchange, 'error') === 'INVALID_REQUEST', 'error must be INVALID_REQUEST')
        const details = (field(exchange, 'details') ?? []) as Node[]
        kit.expect(
          exchange,
          details.some((d) => d.field === 'groupBy'),
          'details must name groupBy',
        )
      }
    },
  )
}

/**
 * Scan analytics (#29): uniqueViews on totals and buckets, `groupBy` on a code's stats, the
 * account's `GET /stats` (and its top codes), CSV, and an unknown dimension refused.
 */
export function scanAnalyticsChecks(full: FullRun): Check[] {
  const run = statsRun(full)
  return [
    countsUniqueViews(run),
    groupsByDimension(run),
    answersAccountStats(run),
    keepsAccountsApart(run),
    answersCsv(run),
    refusesUnknownGroupBy(run),
  ]
}
