import { createReadStream, mkdtempSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { expect, it } from 'vitest'
import { runCli } from '../../src/cli/dynqr-cli.js'
import { openSqliteStore } from '../../src/index.js'
import { qrCodeRecord, T0 } from '../helpers/records.js'

const CODES = 100_000

/**
 * `dynqr export` of 100,000 codes streams: the store is read a page at a time (listAfter) and
 * each line is written before the next page is read, so memory does not grow with the account.
 * Measured (Node 24, SQLite, this 2-core machine, in the vitest worker): 100,000 codes → RSS
 * 279.5 MB before, peak 319.5–321.0 MB (+40–42 MB), a 15.6 MB file; the same test with 10,000
 * codes → +42.6 MB for a 1.6 MB file. Ten times the codes, the same growth: pages and garbage not
 * yet collected, not the file. The figures are printed on each run; not asserted (no memory or
 * timing assertions in tests).
 */
it(`exports ${CODES.toLocaleString('en')} codes as CSV, line by line`, { timeout: 300_000 }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'dynqr-export-memory-'))
  const db = join(dir, 'dynqr.db')
  const io = { env: { DATABASE_URL: `sqlite:${db}` }, out: () => {}, err: () => {} }
  expect(await runCli(['keys', 'create', '--account', 'big'], io)).toBe(0)
  const store = openSqliteStore(db)
  const account = await store.accounts.findByName('big')
  for (let start = 0; start < CODES; start += 10_000) {
    await store.qrCodes.createMany(
      Array.from({ length: 10_000 }, (_, i) =>
        qrCodeRecord(`big${String(start + i).padStart(6, '0')}`, {
          accountId: String(account?.id),
          createdAt: T0 + start + i,
          title: `Poster ${start + i}, "the big one"`,
        }),
      ),
    )
  }
  await store.close()

  const file = join(dir, 'codes.csv')
  globalThis.gc?.()
  const before = process.memoryUsage().rss
  let peak = before
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss)
  }, 10)
  expect(await runCli(['export', '--account', 'big', '--format', 'csv', '--output', file], io)).toBe(0)
  clearInterval(sampler)
  const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`
  console.info(
    `export of ${CODES} codes: RSS before ${mb(before)}, peak ${mb(peak)} (+${mb(peak - before)}), file ${mb(statSync(file).size)}`,
  )

  let lines = 0
  let last = ''
  for await (const line of createInterface({ input: createReadStream(file) })) {
    lines += 1
    last = line
  }
  expect(lines).toBe(CODES + 1)
  const id = `big${String(CODES - 1).padStart(6, '0')}`
  expect(last).toContain(`${id},https://example.com/${id},"Poster ${CODES - 1}, ""the big one"""`)
})
