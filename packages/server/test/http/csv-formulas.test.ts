import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'csv-parse/sync'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createBodyOf, mapRow } from '../../src/moving/import-columns.js'
import { readImportFile } from '../../src/moving/import-reader.js'
import { ENGINES } from '../helpers/engines.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'
const FORMULA_TITLE = '=HYPERLINK("https://evil.example","x")'

/**
 * No CSV dynqr writes carries a formula (security review finding 10; PRODUCT.md, "Resource limits
 * every tenant lives under"): a cell starting with =, +, -, @, tab or CR is written behind a `'`,
 * in the stats CSV and the export, and the import takes it off again.
 */
describe.each(ENGINES)('CSV cells on $name', (engine) => {
  let t: TestApp
  beforeEach(async () => {
    t = await startTestApp(engine, () => Date.parse('2026-11-22T09:30:00.000Z'))
  })
  afterEach(async () => {
    await t.close()
  })
  const api = (method: 'GET' | 'POST', url: string, payload?: object, accept = 'application/json') =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { ...t.auth(t.alice), accept }, ...(payload && { payload }) })

  it('writes a scanner’s Referer host that starts a formula behind a quote in the stats CSV', async () => {
    await api('POST', '/qrcode', { targetUrl: 'https://example.com/', customShortId: 'sheet' })
    for (const referer of ['http://=1+2/', 'http://%3Dcmd()/', 'http://@x/', 'http://-x/']) {
      await t.app.inject({ method: 'GET', url: '/sheet', headers: { 'user-agent': BROWSER, referer } })
    }
    const csv = await api('GET', '/qrcode/sheet/stats?groupBy=referrer', undefined, 'text/csv')
    expect(csv.statusCode).toBe(200)
    const values = (parse(csv.body, { columns: true }) as { value: string }[]).map((row) => row.value)
    expect(values.length).toBeGreaterThan(0)
    for (const value of values) expect(value).not.toMatch(/^[=+\-@\t\r]/)
    expect(values).toContain("'=1+2")
    const json = await api('GET', '/qrcode/sheet/stats?groupBy=referrer')
    // JSON keeps the value as it is: only CSV, read by spreadsheets, is guarded.
    expect(json.json().breakdown.map((row: { value: string }) => row.value)).toContain('=1+2')
  })

  it('exports a title or id that starts a formula behind a quote, and the import reads it back as it was', async () => {
    for (const [customShortId, title] of [
      ['evil', FORMULA_TITLE],
      ['-dash', '@SUM(A1)'],
      ['plain', "'quoted' on purpose"],
    ] as const) {
      expect(
        (await api('POST', '/qrcode', { targetUrl: 'https://example.com/', customShortId, title })).statusCode,
      ).toBe(201)
    }
    const csv = await api('GET', '/qrcode/export', undefined, 'text/csv')
    const rows = parse(csv.body, { columns: true }) as Record<string, string>[]
    const byId = new Map(rows.map((row) => [row.shortId, row]))
    expect(byId.get('evil')?.title).toBe(`'${FORMULA_TITLE}`)
    expect(byId.get("'-dash")?.title).toBe("'@SUM(A1)")
    expect(byId.get('plain')?.title).toBe("'quoted' on purpose")
    for (const row of rows) for (const cell of Object.values(row)) expect(cell).not.toMatch(/^[=+\-@\t\r]/)

    const file = join(mkdtempSync(join(tmpdir(), 'dynqr-csv-')), 'export.csv')
    writeFileSync(file, csv.body)
    const read = []
    for await (const { record } of readImportFile(file, 'csv')) read.push(createBodyOf(mapRow(record)))
    expect(read).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ customShortId: 'evil', title: FORMULA_TITLE }),
        expect.objectContaining({ customShortId: '-dash', title: '@SUM(A1)' }),
        expect.objectContaining({ customShortId: 'plain', title: "'quoted' on purpose" }),
      ]),
    )
  })
})
