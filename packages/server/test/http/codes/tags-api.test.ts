import type {
  AccountStats,
  BulkChangeResponse,
  BulkCreateResponse,
  ErrorBody,
  QrCodeList,
  QrCodeResponse,
} from '@dynqr/contract'
import { parse } from 'csv-parse/sync'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { restoreCells } from '../../../src/moving/csv-cell.js'
import { createBodyOf, mapRow } from '../../../src/moving/import-columns.js'
import { expectContract } from '../../helpers/contract.js'
import { ENGINES } from '../../helpers/engines.js'
import { startTestApp, type TestApp } from '../../helpers/test-app.js'

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'

/** Tags (issue #45; PRODUCT.md, "Campaigns and print production") over the API, on every engine. */
describe.each(ENGINES)('tags on $name', (engine) => {
  let t: TestApp
  let clock: number
  beforeEach(async () => {
    clock = Date.parse('2026-11-22T09:30:00.000Z')
    t = await startTestApp(engine, () => clock)
  })
  afterEach(async () => {
    await t.close()
  })

  const api = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object, key = t.alice) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: t.auth(key), ...(payload && { payload }) })
  const create = async (customShortId: string, tags?: string[], key = t.alice) =>
    expectContract<QrCodeResponse>(
      'createQrCode',
      await api('POST', '/qrcode', { targetUrl: `https://example.com/${customShortId}`, customShortId, tags }, key),
    )
  const listed = async (query: string, key = t.alice) =>
    expectContract<QrCodeList>(
      'listQrCodes',
      await api('GET', `/qrcode?sort=createdAt&order=asc&${query}`, undefined, key),
    )
  const ids = async (query: string) => (await listed(query)).data.map((code) => code.shortId)

  it('keeps tags as first written, merges those that differ only in case, and filters the list by any of them', async () => {
    expect((await create('flyer', [' Spring-2026 ', 'Flyer', 'spring-2026'])).tags).toEqual(['Spring-2026', 'Flyer'])
    clock += 1
    expect((await create('poster', ['SPRING-2026', 'Poster'])).tags).toEqual(['SPRING-2026', 'Poster'])
    clock += 1
    expect((await create('plain')).tags).toEqual([])
    await create('theirs', ['spring-2026'], t.bob)

    expect(await ids('tag=spring-2026')).toEqual(['flyer', 'poster'])
    expect((await listed('tag=spring-2026')).pagination.total).toBe(2)
    expect(await ids('tag=flyer&tag=POSTER')).toEqual(['flyer', 'poster'])
    expect(await ids('tag=nothing')).toEqual([])

    // An update replaces the tags; `[]` removes them; another change leaves them.
    const updated = await api('PUT', '/qrcode/poster', { tags: ['Poster', 'Summer'] })
    expect(expectContract<QrCodeResponse>('updateQrCode', updated).tags).toEqual(['Poster', 'Summer'])
    expect(await ids('tag=spring-2026')).toEqual(['flyer'])
    await api('PUT', '/qrcode/poster', { title: 'A poster' })
    expect(await ids('tag=summer')).toEqual(['poster'])
    await api('PUT', '/qrcode/flyer', { tags: [] })
    expect(await ids('tag=spring-2026')).toEqual([])
  })

  it('refuses more than 10 tags, a tag over 40 characters, a blank one and one with a comma', async () => {
    const refused = async (tags: unknown, field = 'tags') => {
      const answer = await api('POST', '/qrcode', { targetUrl: 'https://example.com/x', tags })
      expect(answer.statusCode, JSON.stringify(tags)).toBe(400)
      expect(JSON.stringify((JSON.parse(answer.body) as ErrorBody).details)).toContain(field)
    }
    await refused(Array.from({ length: 11 }, (_, i) => `t${i}`))
    await refused(['x'.repeat(41)])
    await refused(['   '])
    await refused(['a,b'])
    // Eleven that merge into ten are ten.
    const ten = Array.from({ length: 10 }, (_, i) => `t${i}`)
    expect((await create('ten', [...ten.slice(0, 9), 'T0'])).tags).toHaveLength(9)
    expect((await api('GET', `/qrcode?tag=${'x'.repeat(41)}`)).statusCode).toBe(400)
  })

  it('adds and removes tags in bulk, keeping a tag a code has as it was written', async () => {
    await create('code-a', ['Spring'])
    await create('code-b', ['summer'])
    const answer = await api('PATCH', '/qrcode/bulk', {
      items: [
        { shortId: 'code-a', addTags: ['spring', 'Print'] },
        { shortId: 'code-b', addTags: ['Print'], removeTags: ['SUMMER'] },
        { shortId: 'missing', addTags: ['Print'] },
        { shortId: 'code-a', tags: ['x'], addTags: ['y'] },
      ],
    })
    const results = expectContract<BulkChangeResponse>('bulkUpdateQrCodes', answer).data
    expect(results.map((r) => r.status)).toEqual([200, 200, 404, 400])
    expect(results[0]?.qrCode?.tags).toEqual(['Spring', 'Print'])
    expect(results[1]?.qrCode?.tags).toEqual(['Print'])
    expect(await ids('tag=print')).toEqual(['code-a', 'code-b'])
    const tooMany = await api('PATCH', '/qrcode/bulk', {
      items: [{ shortId: 'code-a', addTags: Array.from({ length: 9 }, (_, i) => `n${i}`) }],
    })
    expect(expectContract<BulkChangeResponse>('bulkUpdateQrCodes', tooMany).data[0]?.status).toBe(400)
  })

  it('reports views by tag (a code with two tags in both rows, the answer says so) and a campaign alone', async () => {
    await create('flyer', ['Spring', 'Flyer'])
    await create('poster', ['spring'])
    await create('plain')
    const scan = (shortId: string, n: number) =>
      Promise.all(
        Array.from({ length: n }, (_, i) =>
          t.app.inject({
            method: 'GET',
            url: `/${shortId}`,
            remoteAddress: `8.8.8.${i + 1}`,
            headers: { 'user-agent': PHONE },
          }),
        ),
      )
    await scan('flyer', 3)
    await scan('poster', 2)
    await scan('plain', 1)
    clock += 60_000
    const stats = async (query: string) =>
      expectContract<AccountStats>('getAccountStats', await api('GET', `/stats?interval=day&${query}`))

    const byTag = await stats('groupBy=tag')
    expect(byTag.totals.views).toBe(6)
    expect(byTag.breakdown).toEqual([
      { value: 'Spring', views: 5, uniqueViews: 5 },
      { value: 'Flyer', views: 3, uniqueViews: 3 },
      { value: null, views: 1, uniqueViews: 1 },
    ])
    expect(byTag.breakdownOverlaps).toBe(true)
    expect((await stats('groupBy=country')).breakdownOverlaps, 'only by tag').toBeUndefined()

    const campaign = await stats('tag=SPRING&groupBy=shortId')
    expect(campaign.totals.views).toBe(5)
    expect(campaign.breakdown?.map((row) => [row.value, row.views])).toEqual([
      ['flyer', 3],
      ['poster', 2],
    ])
    expect((await stats('tag=flyer&tag=nothing')).totals.views).toBe(3)
  })

  it('writes tags in both exports, and an import of the CSV (as the dashboard reads it) keeps them', async () => {
    await create('flyer', ['Spring-2026', 'Flyer'])
    await create('plain')
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/v1/qrcode/export',
      headers: { ...t.auth(t.alice), accept: 'text/csv' },
    })
    const records = parse(csv.body, { columns: true }) as Record<string, string>[]
    expect(records.map((r) => r.tags)).toEqual(['Spring-2026, Flyer', ''])
    const ndjson = await t.app.inject({
      method: 'GET',
      url: '/api/v1/qrcode/export?tag=flyer',
      headers: t.auth(t.alice),
    })
    expect(
      ndjson.body
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line).tags),
    ).toEqual([['Spring-2026', 'Flyer']])

    // Into another account: short ids are the whole site's, so the copies get new ones.
    const items = records.map((record) => {
      const { customShortId: _, ...body } = createBodyOf(mapRow(restoreCells(record)))
      return body
    })
    const imported = await api('POST', '/qrcode/bulk', { items }, t.bob)
    expect(expectContract<BulkCreateResponse>('bulkCreateQrCodes', imported).data.map((r) => r.status)).toEqual([
      201, 201,
    ])
    const theirs = await listed('tag=spring-2026', t.bob)
    expect(theirs.data.map((code) => [code.targetUrl, code.tags])).toEqual([
      ['https://example.com/flyer', ['Spring-2026', 'Flyer']],
    ])
  })
})
