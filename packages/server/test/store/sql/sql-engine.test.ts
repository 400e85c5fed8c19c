import Database from 'better-sqlite3'
import pg from 'pg'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { numberPlaceholders, PostgresEngine } from '../../../src/store/postgres/postgres-engine.js'
import { list, sql } from '../../../src/store/sql/sql.js'
import type { SqlEngine, SqlSession } from '../../../src/store/sql/sql-engine.js'
import { SqliteAccess } from '../../../src/store/sqlite/sqlite-access.js'
import { SqliteEngine } from '../../../src/store/sqlite/sqlite-engine.js'

const closers: (() => Promise<void> | void)[] = []
afterAll(async () => {
  for (const close of closers) await close()
})

const TABLE = 'CREATE TABLE items (id TEXT PRIMARY KEY, n INTEGER NOT NULL, flag INTEGER)'

async function sqliteEngine(): Promise<SqlEngine> {
  const db = new Database(':memory:')
  db.exec(TABLE)
  closers.push(() => {
    db.close()
  })
  return new SqliteEngine(db, new SqliteAccess(1_000))
}

async function postgresEngine(): Promise<SqlEngine> {
  const schema = `sql_engine_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
  const pool = new pg.Pool({ connectionString: inject('postgresUrl'), options: `-c search_path=${schema}`, max: 3 })
  closers.push(() => pool.end())
  await pool.query(`CREATE SCHEMA ${schema}`)
  await pool.query(TABLE)
  return new PostgresEngine(pool)
}

const ENGINES: [string, () => Promise<SqlEngine>][] = [
  ['sqlite', sqliteEngine],
  ['postgres', postgresEngine],
]

const insert = (tx: SqlSession, id: string, n: number) => tx.run(sql`INSERT INTO items (id, n) VALUES (${id}, ${n})`)
const ids = async (engine: SqlEngine) =>
  (await engine.all<{ id: string }>(sql`SELECT id FROM items ORDER BY id`)).map((row) => row.id)

describe.each(ENGINES)('the SQL seam on %s', (_, open) => {
  it('sends values as parameters, never as text', async () => {
    const engine = await open()
    const sly = "x'); DROP TABLE items; --"
    expect(await insert(engine, sly, 1)).toBe(1)
    expect(await engine.get<{ id: string }>(sql`SELECT id FROM items WHERE id = ${sly}`)).toEqual({ id: sly })
    expect(await engine.all(sql`SELECT id FROM items WHERE id IN ${list(['a', sly])}`)).toHaveLength(1)
    expect(await engine.all(sql`SELECT id FROM items WHERE id IN ${list([])}`)).toEqual([])
    expect(await engine.get(sql`SELECT id FROM items WHERE id = ${'missing'}`)).toBeUndefined()
  })

  it('counts changed rows; a write with RETURNING answers rows to all and its count to run', async () => {
    const engine = await open()
    await insert(engine, 'a', 1)
    await insert(engine, 'b', 2)
    expect(await engine.run(sql`UPDATE items SET n = n + 1 WHERE n > ${0}`)).toBe(2)
    expect(await engine.run(sql`UPDATE items SET n = n + 1 WHERE id = ${'a'} RETURNING id`)).toBe(1)
    const rows = await engine.all<{ id: string; n: number }>(
      sql`UPDATE items SET n = 10 WHERE id = ${'b'} RETURNING id, n`,
    )
    expect(rows).toEqual([{ id: 'b', n: 10 }])
  })

  it('commits a transaction, and rolls back one that throws, alone', async () => {
    const engine = await open()
    const failing = engine.transaction(async (tx) => {
      await insert(tx, 'rolled-back', 1)
      throw new Error('no')
    })
    const committed = engine.transaction(async (tx) => {
      await insert(tx, 'kept', 1)
      return 'done'
    })
    await expect(failing).rejects.toThrow('no')
    await expect(committed).resolves.toBe('done')
    expect(await ids(engine)).toEqual(['kept'])
  })

  it('tells a unique violation from other errors', async () => {
    const engine = await open()
    await insert(engine, 'a', 1)
    const duplicate = await insert(engine, 'a', 2).catch((error: unknown) => error)
    expect(engine.isUniqueViolation(duplicate)).toBe(true)
    const other = await engine.run(sql`INSERT INTO items (id) VALUES (${'b'})`).catch((error: unknown) => error)
    expect(engine.isUniqueViolation(other)).toBe(false)
  })
})

describe('SQLite group commit', () => {
  it('binds booleans as 1 and 0', async () => {
    const engine = await sqliteEngine()
    await engine.run(sql`INSERT INTO items (id, n, flag) VALUES (${'a'}, ${1}, ${true})`)
    expect(await engine.get(sql`SELECT flag FROM items`)).toEqual({ flag: 1 })
  })

  it('keeps statements outside a transaction out of it: a rollback never takes them along', async () => {
    const engine = await sqliteEngine()
    const inside = engine.transaction(async (tx) => {
      await insert(tx, 'inside', 1)
      // Another request's statement arrives while the transaction is open…
      outside = insert(engine, 'outside', 2)
      await Promise.resolve()
      throw new Error('rolled back')
    })
    let outside: Promise<number> | undefined
    await expect(inside).rejects.toThrow('rolled back')
    await outside
    expect(await ids(engine)).toEqual(['outside'])
  })

  it('commits the transactions of one turn together, in order', async () => {
    const engine = await sqliteEngine()
    const results = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        engine.transaction((tx) => insert(tx, `k${String(i).padStart(3, '0')}`, i)),
      ),
    )
    expect(results).toEqual(Array(300).fill(1))
    expect((await ids(engine)).length).toBe(300)
  })
})

describe('numberPlaceholders', () => {
  it('numbers the placeholders outside quotes and comments', () => {
    expect(numberPlaceholders(`SELECT '?' AS "a?", ? -- why?\n, ?`)).toBe(`SELECT '?' AS "a?", $1 -- why?\n, $2`)
  })
})
