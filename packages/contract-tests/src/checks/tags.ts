import { type Check, check, type FullRun, field, type Node } from '../check.js'

/** Tags (issue #45): kept as first written, merged by case, the list's `tag=` filter, the stats by tag. */
export function tagChecks({ kit, customId, run }: FullRun): Check[] {
  const campaign = `Kit-Campaign-${run}`
  return [
    check('createQrCode', 'keeps tags as first written and merges those that differ only in case', async () => {
      const exchange = await kit.call('createQrCode', {
        body: {
          targetUrl: 'https://example.com/tagged',
          customShortId: `${customId}-t1`,
          tags: [campaign, 'flyer', campaign.toLowerCase()],
        },
      })
      kit.require(exchange, exchange.status === 201, 'must answer 201')
      const tags = field(exchange, 'tags') as unknown[]
      kit.expect(
        exchange,
        JSON.stringify(tags) === JSON.stringify([campaign, 'flyer']),
        `tags must be ["${campaign}", "flyer"]: the case duplicate merged into the first spelling`,
      )
    }),
    check('listQrCodes', 'lists the codes that carry a tag, compared case-insensitively, any of several', async () => {
      const second = await kit.call('createQrCode', {
        body: { targetUrl: 'https://example.com/tagged-2', customShortId: `${customId}-t2`, tags: ['kit-other'] },
      })
      kit.require(second, second.status === 201, 'must answer 201')
      const one = await kit.call('listQrCodes', { query: `tag=${encodeURIComponent(campaign.toUpperCase())}` })
      kit.require(one, one.status === 200, 'must answer 200')
      const ids = (field(one, 'data') as Node[]).map((code) => String(code.shortId))
      kit.expect(one, ids.length === 1 && ids[0] === `${customId}-t1`, `only ${customId}-t1 carries ${campaign}`)
      const any = await kit.call('listQrCodes', {
        query: `tag=${encodeURIComponent(campaign)}&tag=kit-other&sort=createdAt&order=asc`,
      })
      const both = (field(any, 'data') as Node[]).map((code) => String(code.shortId))
      kit.expect(any, both.join(',') === `${customId}-t1,${customId}-t2`, 'several tag= keep the codes with any')
    }),
    check('getAccountStats', 'answers groupBy=tag saying that rows may overlap', async () => {
      const exchange = await kit.call('getAccountStats', { query: 'groupBy=tag' })
      kit.require(exchange, exchange.status === 200, 'must answer 200')
      kit.expect(exchange, field(exchange, 'breakdownOverlaps') === true, 'breakdownOverlaps must be true by tag')
    }),
  ]
}
