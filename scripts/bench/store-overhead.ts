/**
 * What one repository call costs on SQLite by the way it is written (ADR 0032): the get of a code
 * by id, a list page of 20 and a create (one INSERT in its own transaction), each row mapped to a
 * record, on a WAL file with the server's schema (10,000 codes in 10 accounts) and pragmas:
 *
 * - `direct`: better-sqlite3 prepared statements called in an async method (the repositories
 *   before #39);
 * - `seam`: the same statements through the `sql` tag and the SQLite `SqlEngine` (store/sql/);
 * - `kysely`: Kysely's query builder over its better-sqlite3 dialect, when installed
 *   (`npm i --no-save kysely`: it is not a dependency);
 *
 * and, through the ports (a create there also writes its webhook event), the store of a file
 * (`openSqliteStore`) and the in-memory store (`createMemoryStore`). Each figure is the best of
 * `--rounds` rounds of `--ms` milliseconds, the ways taking turns in each round.
 *
 *   npx tsx --conditions=source scripts/bench/store-overhead.ts [--rounds 5] [--ms 400]
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import Database from 'better-sqlite3'
import { createMemoryStore, openSqliteStore, type QrCodeRecord, type Store } from '../../packages/server/src/index.js'
import { join as list, raw, sql } from '../../packages/server/src/store/sql/sql.js'
import {
  CODE_COLUMN_NAMES,
  CODE_COLUMNS,
  type CodeRow,
  codeFromRow,
  codeToRow,
} from '../../packages/server/src/store/sql-rows.js'
import { SqliteAccess } from '../../packages/server/src/store/sqlite/sqlite-access.js'
import { SqliteEngine } from '../../packages/server/src/store/sqlite/sqlite-engine.js'
import { qrCodeRecord } from '../../packages/server/test/helpers/records.js'

const { values: args } = parseArgs({
  options: { rounds: { type: 'string', default: '5' }, ms: { type: 'string', default: '400' } },
})
const ROUNDS = Number(args.rounds)
const ROUND_MS = Number(args.ms)
const ACCOUNTS = 10
const CODES = 10_000
const PAGE = 20

/** One way of writing the three calls. */
export interface Way {
  get(accountId: string, shortId: string): Promise<QrCodeRecord | undefined>
  list(accountId: string): Promise<QrCodeRecord[]>
  create(record: QrCodeRecord): Promise<unknown>
  close(): Promise<void>
}

export const FIND_SQL = `SELECT ${CODE_COLUMNS} FROM qr_codes WHERE short_id = ? AND account_id = ? AND deleted_at IS NULL`
export const PAGE_SQL = `SELECT ${CODE_COLUMNS} FROM qr_codes WHERE account_id = ? AND deleted_at IS NULL
  ORDER BY created_at DESC, short_id DESC LIMIT ${PAGE}`
const INSERT_SQL = `INSERT INTO qr_codes (${CODE_COLUMNS}) VALUES (${CODE_COLUMN_NAMES.map((name) => `@${name}`).join(', ')})`

const accountOf = (index: number) => `acc_${index % ACCOUNTS}`
const idOf = (index: number) => `seed${index}`

/** A WAL file with the server's schema and the seed codes, opened with the server's pragmas. */
async function seededFile(dir: string): Promise<string> {
  const file = join(dir, 'bench.db')
  await openSqliteStore(file, { checkpointOnWorker: false }).close()
  const db = connect(file)
  const insert = db.prepare<CodeRow>(INSERT_SQL)
  const account = db.prepare<[string, string]>('INSERT INTO accounts (id, name, created_at) VALUES (?, ?, 0)')
  db.transaction(() => {
    for (let index = 0; index < ACCOUNTS; index += 1) account.run(accountOf(index), accountOf(index))
    for (let index = 0; index < CODES; index += 1) {
      insert.run(codeToRow(qrCodeRecord(idOf(index), { accountId: accountOf(index), createdAt: index })))
    }
  })()
  db.close()
  return file
}

function connect(file: string): Database.Database {
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = NORMAL')
  db.pragma('foreign_keys = ON')
  return db
}

function directWay(file: string): Way {
  const db = connect(file)
  const find = db.prepare<[string, string], CodeRow>(FIND_SQL)
  const page = db.prepare<[string], CodeRow>(PAGE_SQL)
  const insert = db.prepare<CodeRow>(INSERT_SQL)
  const create = db.transaction((row: CodeRow) => insert.run(row))
  return {
    get: async (accountId, shortId) => {
      const row = find.get(shortId, accountId)
      return row && codeFromRow(row)
    },
    list: async (accountId) => page.all(accountId).map(codeFromRow),
    create: async (record) => create(codeToRow(record)),
    close: async () => {
      db.close()
    },
  }
}

/** The statements a repository writes once over the seam, run by the SQLite engine. */
function seamWay(file: string): Way {
  const db = connect(file)
  const engine = new SqliteEngine(db, new SqliteAccess(5_000))
  const columns = raw(CODE_COLUMNS)
  return {
    get: async (accountId, shortId) => {
      const row = await engine.get<CodeRow>(
        sql`SELECT ${columns} FROM qr_codes WHERE short_id = ${shortId} AND account_id = ${accountId} AND deleted_at IS NULL`,
      )
      return row && codeFromRow(row)
    },
    list: async (accountId) => {
      const rows = await engine.all<CodeRow>(sql`SELECT ${columns} FROM qr_codes
        WHERE account_id = ${accountId} AND deleted_at IS NULL ORDER BY created_at DESC, short_id DESC LIMIT ${PAGE}`)
      return rows.map(codeFromRow)
    },
    create: (record) => {
      const row = codeToRow(record)
      return engine.transaction((tx) =>
        tx.run(sql`INSERT INTO qr_codes (${columns}) VALUES (${list(CODE_COLUMN_NAMES.map((name) => row[name]))})`),
      )
    },
    close: async () => {
      db.close()
    },
  }
}

/** The part of Kysely's builder used here: it is installed only to be measured, so untyped. */
interface KyselyQuery {
  selectAll(): KyselyQuery
  select(columns: readonly string[]): KyselyQuery
  where(column: string, operator: string, value: unknown): KyselyQuery
  orderBy(column: string, direction: string): KyselyQuery
  limit(count: number): KyselyQuery
  values(row: object): KyselyQuery
  execute(): Promise<unknown[]>
  executeTakeFirst(): Promise<unknown>
}
interface KyselyDb {
  selectFrom(table: string): KyselyQuery
  insertInto(table: string): KyselyQuery
  transaction(): { execute<T>(work: (trx: KyselyDb) => Promise<T>): Promise<T> }
  destroy(): Promise<void>
}
interface KyselyModule {
  Kysely: new (config: { dialect: unknown }) => KyselyDb
  SqliteDialect: new (config: { database: Database.Database }) => unknown
}

async function kyselyWay(file: string): Promise<Way | string> {
  const name = 'kysely'
  let kysely: KyselyModule
  try {
    kysely = (await import(name)) as KyselyModule
  } catch {
    return 'not installed (npm i --no-save kysely)'
  }
  const db = new kysely.Kysely({ dialect: new kysely.SqliteDialect({ database: connect(file) }) })
  const codes = () => db.selectFrom('qr_codes').select(CODE_COLUMN_NAMES)
  return {
    get: async (accountId, shortId) => {
      const row = await codes()
        .where('short_id', '=', shortId)
        .where('account_id', '=', accountId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst()
      return row === undefined ? undefined : codeFromRow(row as CodeRow)
    },
    list: async (accountId) => {
      const rows = await codes()
        .where('account_id', '=', accountId)
        .where('deleted_at', 'is', null)
        .orderBy('created_at', 'desc')
        .orderBy('short_id', 'desc')
        .limit(PAGE)
        .execute()
      return (rows as CodeRow[]).map(codeFromRow)
    },
    create: (record) =>
      db.transaction().execute((trx) => trx.insertInto('qr_codes').values(codeToRow(record)).execute()),
    close: () => db.destroy(),
  }
}

/** The three calls through a store's ports. */
function portsWay(store: Store): Way {
  return {
    get: async (accountId, shortId) => (await store.qrCodes.findById(accountId, shortId)) ?? undefined,
    list: async (accountId) =>
      (await store.qrCodes.list(accountId, { limit: PAGE, offset: 0, sort: 'createdAt', order: 'desc' })).items,
    create: (record) => store.qrCodes.create(record),
    close: () => store.close(),
  }
}

async function seedPorts(store: Store): Promise<Store> {
  for (let index = 0; index < ACCOUNTS; index += 1) {
    await store.accounts.create({ id: accountOf(index), name: accountOf(index), createdAt: 0 })
  }
  const records = Array.from({ length: CODES }, (_, index) =>
    qrCodeRecord(idOf(index), { accountId: accountOf(index), createdAt: index }),
  )
  await store.qrCodes.createMany(records)
  return store
}

type Operation = 'get' | 'list' | 'create'
const OPERATIONS: Operation[] = ['get', 'list', 'create']

let created = 0
/** The process's CPU time in µs: on a shared machine, what other processes take does not count. */
const cpu = () => {
  const { user, system } = process.cpuUsage()
  return user + system
}

/**
 * CPU µs per call in one round of ROUND_MS of CPU time: the calls awaited one after the other, as
 * a request would.
 */
async function round(way: Way, operation: Operation): Promise<number> {
  const start = cpu()
  let calls = 0
  while (cpu() - start < ROUND_MS * 1000) {
    for (let batch = 0; batch < 10; batch += 1, calls += 1) {
      const index = (calls * 7919) % CODES
      if (operation === 'get') await way.get(accountOf(index), idOf(index))
      else if (operation === 'list') await way.list(accountOf(index))
      else {
        created += 1
        await way.create(qrCodeRecord(`new${created}`, { accountId: accountOf(created), createdAt: CODES + created }))
      }
    }
  }
  return (cpu() - start) / calls
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'dynqr-store-overhead-'))
  try {
    const file = await seededFile(dir)
    const ways: Record<string, Way | string> = {
      direct: directWay(file),
      seam: seamWay(file),
      kysely: await kyselyWay(file),
      'ports: sqlite file': portsWay(await seedPorts(openSqliteStore(join(dir, 'ports.db')))),
      'ports: memory': portsWay(await seedPorts(createMemoryStore())),
    }
    const best = new Map<string, number>()
    for (let count = 0; count < ROUNDS; count += 1) {
      for (const operation of OPERATIONS) {
        for (const [name, way] of Object.entries(ways)) {
          if (typeof way === 'string') continue
          const perCall = await round(way, operation)
          const key = `${name} ${operation}`
          best.set(key, Math.min(best.get(key) ?? Number.POSITIVE_INFINITY, perCall))
        }
      }
    }
    console.log(`CPU µs per call, best of ${ROUNDS} rounds of ${ROUND_MS} ms (node ${process.versions.node})`)
    console.log(`${'way'.padEnd(20)}${OPERATIONS.map((operation) => operation.padStart(10)).join('')}`)
    for (const [name, way] of Object.entries(ways)) {
      if (typeof way === 'string') {
        console.log(`${name.padEnd(20)}${way}`)
        continue
      }
      const cells = OPERATIONS.map((operation) => (best.get(`${name} ${operation}`) ?? 0).toFixed(1).padStart(10))
      console.log(`${name.padEnd(20)}${cells.join('')}`)
      await way.close()
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

await main()
