/**
 * better-sqlite3 against Node's built-in node:sqlite on the statements of dynqr's hot paths, on
 * a WAL file with the server's pragmas: the short link's counted scan (UPDATE … RETURNING, one
 * commit each), the get by id, and the create. Informs docs/decisions/0005-node-runtime.md.
 *
 *   npx tsx scripts/bench/sqlite-drivers.ts [--seconds 3]
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { parseArgs } from 'node:util'
import Database from 'better-sqlite3'

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '3' } } })
const seconds = Number(values.seconds)

const SCHEMA = `CREATE TABLE qr_codes (
  short_id TEXT PRIMARY KEY, account_id TEXT NOT NULL, target_url TEXT NOT NULL, options TEXT NOT NULL,
  views INTEGER NOT NULL DEFAULT 0, bot_hits INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL, deleted_at INTEGER)`
const PRAGMAS = ['journal_mode = WAL', 'synchronous = NORMAL', 'foreign_keys = ON']
const SCAN = 'UPDATE qr_codes SET views = views + 1 WHERE short_id = ? AND deleted_at IS NULL RETURNING target_url'
const FIND = 'SELECT * FROM qr_codes WHERE short_id = ? AND account_id = ? AND deleted_at IS NULL'
const INSERT =
  'INSERT INTO qr_codes (short_id, account_id, target_url, options, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)'

interface Driver {
  exec(sql: string): void
  /** Runs a statement to completion and returns its rows (so a failed commit would throw). */
  prepare(sql: string): (...args: (string | number)[]) => unknown[]
  close(): void
}

const returnsRows = (sql: string) => sql.startsWith('SELECT') || sql.includes('RETURNING')

const drivers: Record<string, (file: string) => Driver> = {
  'better-sqlite3': (file) => {
    const db = new Database(file)
    return {
      exec: (sql) => db.exec(sql),
      prepare: (sql) => {
        const statement = db.prepare(sql)
        return returnsRows(sql) ? (...args) => statement.all(...args) : (...args) => [statement.run(...args)]
      },
      close: () => db.close(),
    }
  },
  'node:sqlite': (file) => {
    const db = new DatabaseSync(file)
    return {
      exec: (sql) => db.exec(sql),
      prepare: (sql) => {
        const statement = db.prepare(sql)
        return returnsRows(sql) ? (...args) => statement.all(...args) : (...args) => [statement.run(...args)]
      },
      close: () => db.close(),
    }
  },
}

function opsPerSecond(fn: (i: number) => void): number {
  const deadline = performance.now() + seconds * 1000
  let done = 0
  while (performance.now() < deadline) {
    for (let i = 0; i < 256; i += 1) fn(done + i)
    done += 256
  }
  return Math.round(done / seconds)
}

const rows: string[] = []
for (const [name, open] of Object.entries(drivers)) {
  const dir = mkdtempSync(join(tmpdir(), 'dynqr-drivers-'))
  const db = open(join(dir, 'bench.db'))
  for (const pragma of PRAGMAS) db.exec(`PRAGMA ${pragma}`)
  db.exec(SCHEMA)
  const insert = db.prepare(INSERT)
  const options = JSON.stringify({ width: 300, height: 300, dotsOptions: { type: 'square', color: '#000000' } })
  for (let i = 0; i < 2000; i += 1) insert(`code${i}`, 'acct', `https://example.com/${i}`, options, i, i)
  const scan = db.prepare(SCAN)
  const find = db.prepare(FIND)
  const scanRate = opsPerSecond((i) => scan(`code${i % 2000}`))
  const findRate = opsPerSecond((i) => find(`code${i % 2000}`, 'acct'))
  const createRate = opsPerSecond((i) => insert(`new${name}${i}`, 'acct', 'https://example.com/', options, i, i))
  rows.push(
    `| ${name} | ${scanRate.toLocaleString('en')} | ${findRate.toLocaleString('en')} | ${createRate.toLocaleString('en')} |`,
  )
  db.close()
  rmSync(dir, { recursive: true, force: true })
}
process.stdout.write(
  `Node ${process.version}, ${seconds} s per statement, WAL + synchronous=NORMAL, 2,000 codes\n\n` +
    '| driver | counted scan (UPDATE … RETURNING)/s | get by id/s | create/s |\n|---|---|---|---|\n' +
    `${rows.join('\n')}\n`,
)
