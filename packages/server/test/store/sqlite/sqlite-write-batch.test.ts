import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { SqliteAccess } from '../../../src/store/sqlite/sqlite-access.js'
import { SqliteWriteBatch } from '../../../src/store/sqlite/sqlite-write-batch.js'

describe('group commit of writes', () => {
  const setUp = () => {
    const db = new Database(':memory:')
    db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL UNIQUE)')
    const insert = db.prepare('INSERT INTO notes (body) VALUES (?)')
    const writes = new SqliteWriteBatch(db, new SqliteAccess(100))
    return { db, insert, writes }
  }

  it('commits the writes of one turn together, each with its own result, and settles them only after COMMIT', async () => {
    const { db, insert, writes } = setUp()
    const results = await Promise.all(
      ['a', 'b', 'c'].map((body) =>
        writes.run(() => {
          insert.run(body)
          // Nothing of the batch is visible outside it before COMMIT.
          return db.inTransaction
        }),
      ),
    )
    expect(results).toEqual([true, true, true])
    expect(db.inTransaction).toBe(false)
    expect(db.prepare('SELECT body FROM notes ORDER BY id').pluck().all()).toEqual(['a', 'b', 'c'])
  })

  it('rolls back and rejects a failing write alone; the others of its batch commit', async () => {
    const { db, insert, writes } = setUp()
    const outcomes = await Promise.allSettled([
      writes.run(() => insert.run('first')),
      writes.run(() => {
        insert.run('half-written')
        throw new Error('boom')
      }),
      writes.run(() => insert.run('first')),
      writes.run(() => insert.run('last')),
    ])
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled'])
    expect((outcomes[1] as PromiseRejectedResult).reason.message).toBe('boom')
    expect((outcomes[2] as PromiseRejectedResult).reason.code).toBe('SQLITE_CONSTRAINT_UNIQUE')
    expect(db.prepare('SELECT body FROM notes ORDER BY id').pluck().all()).toEqual(['first', 'last'])
  })

  it('takes writes of a later turn in a later transaction', async () => {
    const { db, insert, writes } = setUp()
    await writes.run(() => insert.run('one'))
    await writes.run(() => insert.run('two'))
    expect(db.prepare('SELECT count(*) FROM notes').pluck().get()).toBe(2)
  })
})
