import { type Check, check, type FullRun, field, type Node } from '../check.js'

/** GET /qrcode: paging and order. */
export function listQrCodesChecks({ kit, customId }: FullRun): Check[] {
  return [
    check('listQrCodes', 'pages through every code once, in a stable order', async () => {
      for (let i = 0; i < 3; i += 1) {
        await kit.call('createQrCode', {
          body: { targetUrl: `https://example.com/page-${i}`, customShortId: `${customId}-${i}` },
        })
      }
      const seen: string[] = []
      let offset = 0
      let total = -1
      for (let pages = 0; pages < 10_000; pages += 1) {
        const exchange = await kit.call('listQrCodes', { query: `limit=2&offset=${offset}&sort=createdAt&order=asc` })
        kit.require(exchange, exchange.status === 200, 'must answer 200')
        const data = field(exchange, 'data') as Node[]
        const pagination = field(exchange, 'pagination') as Node
        kit.expect(
          exchange,
          pagination.limit === 2 && pagination.offset === offset,
          'pagination echoes limit and offset',
        )
        total = Number(pagination.total)
        seen.push(...data.map((c) => String(c.shortId)))
        const more = offset + data.length < total
        kit.expect(exchange, pagination.hasMore === more, 'hasMore is offset + data.length < total')
        if (!pagination.hasMore) break
        offset += 2
      }
      const mine = [customId, `${customId}-0`, `${customId}-1`, `${customId}-2`]
      const positions = mine.map((id) => seen.indexOf(id))
      const walk = `GET /qrcode?limit=2&sort=createdAt&order=asc, every page`
      if (positions.some((p) => p < 0)) kit.fail(`${walk}: a code created by this run is missing from the pages`)
      if (new Set(seen).size !== seen.length) kit.fail(`${walk}: a code appears on two pages`)
      if (seen.length !== total)
        kit.fail(`${walk}: the pages hold ${seen.length} codes, pagination.total says ${total}`)
      if (!positions.every((p, i) => i === 0 || p > (positions[i - 1] ?? 0))) {
        kit.fail(`${walk}: codes created one after another are not in createdAt order`)
      }
    }),
  ]
}

/** GET /qrcode: a page larger than the contract allows is refused. */
export function listQrCodesLimitChecks({ kit }: FullRun): Check[] {
  return [
    check('listQrCodes', 'refuses limit=101, naming limit (400)', async () => {
      const exchange = await kit.call('listQrCodes', { query: 'limit=101' })
      kit.expect(exchange, exchange.status === 400, 'must answer 400')
      const details = (field(exchange, 'details') ?? []) as Node[]
      kit.expect(
        exchange,
        details.some((d) => d.field === 'limit'),
        'details must name "limit"',
      )
    }),
  ]
}
