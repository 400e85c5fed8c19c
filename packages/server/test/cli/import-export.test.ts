import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { resolveQrCodeOptions } from '@dynqr/contract'
import { beforeEach, describe, expect, it } from 'vitest'
import { runCli } from '../../src/cli/dynqr-cli.js'
import { newQrCodeRecord, openSqliteStore, type QrCodeRecord } from '../../src/index.js'

const FIXTURES = join(import.meta.dirname, '../fixtures/import')

async function cli(dbFile: string, ...argv: string[]) {
  return cliWith({}, dbFile, ...argv)
}

async function cliWith(env: NodeJS.ProcessEnv, dbFile: string, ...argv: string[]) {
  let out = ''
  let err = ''
  const code = await runCli(argv, {
    env: { DATABASE_URL: `sqlite:${dbFile}`, ...env },
    out: (t) => {
      out += t
    },
    err: (t) => {
      err += t
    },
  })
  return { code, out, err }
}

interface Summary {
  read: number
  created: number
  skipped: number
  refused: { where: string; reason: string }[]
  stoppedAt?: string
}

/** The account's codes, oldest first. */
async function codesOf(db: string, account = 'acme'): Promise<QrCodeRecord[]> {
  const store = openSqliteStore(db)
  try {
    const found = await store.accounts.findByName(account)
    return found ? await store.qrCodes.listAfter(found.id, {}, null, 1_000) : []
  } finally {
    await store.close()
  }
}

/** `dynqr import` (issue 31): the four peers' export shapes, a hand-made CSV, re-runs, dry runs, conflicts. */
describe('dynqr import', () => {
  let db: string
  beforeEach(async () => {
    db = join(mkdtempSync(join(tmpdir(), 'dynqr-import-')), 'dynqr.db')
    expect((await cli(db, 'keys', 'create', '--account', 'acme')).code).toBe(0)
  })
  const importFile = async (file: string, ...more: string[]) => {
    const run = await cli(db, 'import', resolve(FIXTURES, file), '--account', 'acme', '--json', ...more)
    return { ...run, summary: JSON.parse(run.out || '{}') as Summary }
  }

  it.each([
    {
      file: 'bitly.csv',
      created: [
        ['3xYzAbC', 'https://shop.example.com/spring?utm_source=poster', 'Spring poster'],
        ['4Menu22', 'https://restaurant.example.com/menu', 'Menu'],
      ],
      refused: [['line 4', /targetUrl/]],
    },
    {
      file: 'dub.csv',
      created: [
        ['spring-menu', 'https://restaurant.example.com/spring', 'Spring menu'],
        ['qr-table-4', 'https://restaurant.example.com/table/4', null],
      ],
      refused: [['line 4', /no target URL/]],
    },
    {
      file: 'dub-api.json',
      created: [['summer-sale', 'https://shop.example.com/summer', 'Summer sale']],
      refused: [
        ['item 2', /customShortId/],
        ['item 3', /not a JSON object/],
      ],
    },
    {
      file: 'shlink.csv',
      created: [
        ['flyer-a5', 'https://events.example.com/festival', 'Festival flyer'],
        ['ticket', 'https://events.example.com/tickets', null],
      ],
      refused: [['line 3', /reserved word/]],
    },
    {
      file: 'kutt.json',
      created: [
        ['gallery', 'https://photos.example.com/gallery', 'Photo gallery'],
        ['Ab3', 'https://photos.example.com/about', null],
      ],
      refused: [['item 3', /targetUrl/]],
    },
  ])('imports $file, reports each refused row, and a second run adds nothing', async ({ file, created, refused }) => {
    const first = await importFile(file)
    expect(first.code).toBe(0)
    expect(first.summary).toMatchObject({ created: created.length, skipped: 0 })
    expect(first.summary.refused.map((r) => r.where)).toEqual(refused.map(([where]) => where))
    for (const [i, [, reason]] of refused.entries()) expect(first.summary.refused[i]?.reason).toMatch(reason as RegExp)
    const codes = await codesOf(db)
    expect(codes.map((c) => [c.shortId, c.targetUrl, c.title])).toEqual(created)

    const second = await importFile(file)
    expect(second.summary).toMatchObject({ created: 0, skipped: created.length })
    expect(second.summary.refused).toHaveLength(refused.length)
    expect(await codesOf(db)).toEqual(codes)
  })

  it.each([
    { file: 'bitly.csv', tags: { '3xYzAbC': ['print', 'spring'], '4Menu22': [] } },
    { file: 'dub.csv', tags: { 'spring-menu': ['menu'], 'qr-table-4': [] } },
    { file: 'dub-api.json', tags: { 'summer-sale': ['sale'] } },
    { file: 'shlink.csv', tags: { 'flyer-a5': ['events', 'print'], ticket: ['events'] } },
    { file: 'kutt.json', tags: { gallery: [], Ab3: [] } },
  ])('keeps the tags of $file (issue #45)', async ({ file, tags }) => {
    expect((await importFile(file)).code).toBe(0)
    expect(Object.fromEntries((await codesOf(db)).map((c) => [c.shortId, c.tags]))).toEqual(tags)
  })

  it('reads a hand-made CSV: BOM, CRLF, quoted fields with commas, quotes and newlines; ids generated', async () => {
    const first = await importFile('hand-made.csv')
    expect(first.summary).toMatchObject({ read: 6, created: 3, skipped: 1 })
    expect(first.summary.refused).toEqual([
      { where: 'line 7', reason: expect.stringContaining('no target URL') },
      { where: 'line 8', reason: 'title must not contain control characters' },
    ])
    const codes = await codesOf(db)
    // Codes made in the same millisecond list by their random ids: compare in the file's order.
    const rows = codes.map((c) => [c.targetUrl, c.title]).sort((a, b) => String(a[0]).localeCompare(String(b[0])))
    expect(rows).toEqual([
      ['https://example.com/a?x=1,2', 'Menu, "the good one"'],
      ['https://example.com/b', 'Poster'],
      ['https://example.com/d', null],
    ])
    for (const code of codes) expect(code.shortId).toMatch(/^[0-9A-Za-z]{8}$/)
    const second = await importFile('hand-made.csv')
    expect(second.summary).toMatchObject({ created: 0, skipped: 4 })
    expect(await codesOf(db)).toEqual(codes)
  })

  it("stops at the account's cap on codes (MAX_CODES_PER_ACCOUNT), as the API does", async () => {
    const file = resolve(FIXTURES, 'hand-made.csv')
    const run = await cliWith({ MAX_CODES_PER_ACCOUNT: '2' }, db, 'import', file, '--account', 'acme')
    expect(run.code).toBe(1)
    const codes = await codesOf(db)
    expect(codes).toHaveLength(2)
    const capped = await cliWith({ MAX_CODES_PER_ACCOUNT: '2' }, db, ...['import', file, '--account', 'acme', '--json'])
    const summary = JSON.parse(capped.out) as Summary
    expect(summary.created).toBe(0)
    expect(summary.refused.at(-1)?.reason).toBe(
      'This account has 2 QR codes, the most it may hold (MAX_CODES_PER_ACCOUNT is 2); delete some first',
    )
    expect(summary.stoppedAt).toBe(summary.refused.at(-1)?.where)
    expect(await codesOf(db)).toEqual(codes)
  })

  it('records each code it creates in the audit log, by the command line; a dry run records nothing', async () => {
    await importFile('shlink.csv', '--dry-run')
    const auditOf = async () => {
      const store = openSqliteStore(db)
      try {
        const account = await store.accounts.findByName('acme')
        return await store.audit.list(account?.id ?? '', { limit: 10 })
      } finally {
        await store.close()
      }
    }
    expect(await auditOf()).toEqual([])
    await importFile('shlink.csv')
    const entries = await auditOf()
    expect(entries.map((e) => [e.action, e.resourceId, e.actorType, e.actorLabel]).sort()).toEqual([
      ['qrcode.created', 'flyer-a5', 'system', 'dynqr import'],
      ['qrcode.created', 'ticket', 'system', 'dynqr import'],
    ])
    expect(entries.find((e) => e.resourceId === 'ticket')?.changes).toEqual({
      targetUrl: { old: null, new: 'https://events.example.com/tickets' },
    })
  })

  it('checks every row on a dry run and writes nothing', async () => {
    const dry = await importFile('shlink.csv', '--dry-run')
    expect(dry.summary).toMatchObject({ created: 2, skipped: 0, refused: [{ where: 'line 3' }] })
    expect(await codesOf(db)).toEqual([])
    const text = await cli(db, 'import', join(FIXTURES, 'shlink.csv'), '--account', 'acme', '--dry-run')
    expect(text.out).toContain('2 would be created (dry run: nothing was written)')
    expect(text.out).toContain('line 3: customShortId "admin" is a reserved word')
    expect(text.err).toBe('')
    expect(await codesOf(db)).toEqual([])
  })

  it('reports a short id held by another code, or stops there with --on-conflict fail', async () => {
    await cli(db, 'keys', 'create', '--account', 'other')
    const store = openSqliteStore(db)
    const other = await store.accounts.findByName('other')
    await store.qrCodes.create(
      // Every other field as a new code has it: a field added to records needs no line here.
      newQrCodeRecord({
        shortId: 'ticket',
        accountId: String(other?.id),
        targetUrl: 'https://else.example/',
        options: resolveQrCodeOptions(),
        createdAt: 1,
      }),
    )
    await store.close()
    const skipped = await importFile('shlink.csv')
    expect(skipped.code).toBe(0)
    expect(skipped.summary.refused.map((r) => [r.where, r.reason])).toEqual([
      ['line 3', 'customShortId "admin" is a reserved word'],
      ['line 4', 'customShortId "ticket" is already taken'],
    ])
    const failed = await importFile('shlink.csv', '--on-conflict', 'fail')
    expect(failed.code).toBe(1)
    expect(failed.summary.stoppedAt).toBe('line 4')
    expect((await codesOf(db)).map((c) => c.shortId)).toEqual(['flyer-a5'])
  })

  it('reads back its own export, CSV and JSON Lines: everything is skipped', async () => {
    await importFile('bitly.csv')
    await importFile('hand-made.csv')
    const dir = mkdtempSync(join(tmpdir(), 'dynqr-export-'))
    for (const format of ['csv', 'ndjson']) {
      const file = join(dir, `codes.${format}`)
      expect((await cli(db, 'export', '--account', 'acme', '--format', format, '--output', file)).code).toBe(0)
      expect(readFileSync(file, 'utf8').trimEnd().split('\n')).toHaveLength(format === 'csv' ? 6 : 5)
      const again = await importFile(file)
      expect(again.summary).toMatchObject({ read: 5, created: 0, skipped: 5, refused: [] })
    }
    const stdout = await cli(db, 'export', '--account', 'acme', '--q', 'menu', '--active', 'true')
    expect(stdout.out.split('\n')[0]).toBe(
      'shortId,targetUrl,title,active,expiresAt,maxScans,fallbackUrl,views,createdAt,updatedAt,qrCodeUrl,tags',
    )
    expect(stdout.out).toContain('4Menu22,https://restaurant.example.com/menu,Menu,true')
    expect((await cli(db, 'export', '--account', 'nobody')).code).toBe(1)
  })
})
