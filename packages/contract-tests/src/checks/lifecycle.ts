import { type Check, check, created, type FullRun, field, type Node, PRISM_FOLLOWS_REDIRECTS } from '../check.js'

/** Lifecycle fields on the short link, bulk create, scan statistics and the list's filters (#19). */
export function lifecycleChecks({ kit, needsCode, run }: FullRun): Check[] {
  const totals = async (shortId: string) => {
    const stats = await kit.call('getQrCodeStats', { params: { shortId } })
    kit.require(stats, stats.status === 200, 'stats must answer 200')
    return field(stats, 'totals') as Node
  }
  return [
    check('bulkCreateQrCodes', 'creates each item on its own, one result per item in order (200)', async () => {
      const exchange = await kit.call('bulkCreateQrCodes', {
        body: { items: [{ targetUrl: 'https://example.com/bulk' }, { targetUrl: 'javascript:alert(1)' }] },
      })
      kit.require(exchange, exchange.status === 200, 'must answer 200')
      const data = (field(exchange, 'data') ?? []) as Node[]
      kit.expect(exchange, data.map((r) => r.status).join() === '201,400', 'statuses must be 201 then 400, in order')
      kit.expect(exchange, data.map((r) => r.index).join() === '0,1', 'indexes must be 0 and 1')
    }),
    check('getQrCodeStats', "sums a code's series to its views, every bucket present", async () => {
      const shortId = needsCode()
      const code = await kit.call('getQrCode', { params: { shortId } })
      const stats = await kit.call('getQrCodeStats', { params: { shortId }, query: 'interval=day' })
      kit.require(stats, stats.status === 200, 'must answer 200')
      const series = (field(stats, 'series') ?? []) as Node[]
      const sum = series.reduce((total, bucket) => total + Number(bucket.views), 0)
      kit.expect(stats, sum === field(code, 'views'), 'the series must sum to the code’s views')
      kit.expect(stats, series.length >= 30 && series.length <= 31, 'the default range is 30 days, by day')
    }),
    check(
      'followShortLink',
      'sends the scan after maxScans to fallbackUrl and counts it as a fallback hit',
      async () => {
        const exchange = await kit.call('createQrCode', {
          body: { targetUrl: 'https://example.com/once', maxScans: 1, fallbackUrl: 'https://example.com/over' },
        })
        kit.require(exchange, exchange.status === 201, 'create must answer 201')
        const shortId = String(created(exchange).shortId)
        const first = await kit.call('followShortLink', { params: { shortId } })
        kit.expect(first, first.headers.get('location') === 'https://example.com/once', 'scan 1 goes to the target')
        const second = await kit.call('followShortLink', { params: { shortId } })
        kit.expect(second, second.headers.get('location') === 'https://example.com/over', 'scan 2 goes to fallbackUrl')
        const counted = await totals(shortId)
        kit.expect(second, counted.views === 1 && counted.fallbackHits === 1, 'one view and one fallback hit')
      },
      undefined,
      PRISM_FOLLOWS_REDIRECTS,
    ),
    check('followShortLink', 'answers an inactive code without fallbackUrl with 410', async () => {
      const exchange = await kit.call('createQrCode', {
        body: { targetUrl: 'https://example.com/off', customShortId: `ct-off-${run}`, active: false },
      })
      kit.require(exchange, exchange.status === 201, 'create must answer 201')
      const scan = await kit.call('followShortLink', { params: { shortId: `ct-off-${run}` } })
      kit.expect(scan, scan.status === 410, 'must answer 410')
    }),
    check('listQrCodes', 'filters by q and by active', async () => {
      const list = async (query: string) => {
        const exchange = await kit.call('listQrCodes', { query: `limit=100&${query}` })
        kit.require(exchange, exchange.status === 200, 'must answer 200')
        return { exchange, ids: ((field(exchange, 'data') ?? []) as Node[]).map((c) => c.shortId) }
      }
      const mine = await list(`q=${run.toUpperCase()}`)
      kit.expect(
        mine.exchange,
        mine.ids.includes(needsCode()) && mine.ids.includes(`ct-off-${run}`),
        'q matches ids whatever their case',
      )
      const off = await list(`q=${run}&active=false`)
      kit.expect(off.exchange, off.ids.join() === `ct-off-${run}`, 'active=false lists only the inactive code')
    }),
    check('updateQrCode', 'keeps a title, changes it, clears it with null, and finds the code by it', async () => {
      const title = `Table tent ${run}`
      const exchange = await kit.call('createQrCode', { body: { targetUrl: 'https://example.com/named', title } })
      kit.require(exchange, exchange.status === 201, 'create must answer 201')
      kit.expect(exchange, field(exchange, 'title') === title, 'the title must come back as sent')
      const shortId = String(created(exchange).shortId)
      const found = await kit.call('listQrCodes', { query: `limit=100&q=${encodeURIComponent(title.toUpperCase())}` })
      const ids = ((field(found, 'data') ?? []) as Node[]).map((c) => c.shortId)
      kit.expect(found, ids.join() === shortId, 'q must match the title whatever its case')
      const renamed = await kit.call('updateQrCode', { params: { shortId }, body: { title: 'Renamed' } })
      kit.expect(renamed, field(renamed, 'title') === 'Renamed', 'the new title must come back')
      const cleared = await kit.call('updateQrCode', { params: { shortId }, body: { title: null } })
      kit.expect(cleared, field(cleared, 'title') === null, 'null must clear the title')
    }),
  ]
}
