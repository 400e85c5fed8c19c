import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { startWalCheckpointer } from '../../../src/store/sqlite/wal-checkpointer.js'

describe('WAL checkpoints on a worker thread', () => {
  it('copies what the serving connection committed into the database file, without that connection checkpointing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dynqr-checkpoint-'))
    const file = join(dir, 'dynqr.db')
    const db = new Database(file)
    db.pragma('journal_mode = WAL')
    // The serving connection never checkpoints by itself here, so only the worker can.
    db.pragma('wal_autocheckpoint = 0')
    db.exec('CREATE TABLE rows (id INTEGER PRIMARY KEY, body TEXT NOT NULL)')
    const insert = db.prepare('INSERT INTO rows (body) VALUES (?)')
    for (let i = 0; i < 2_000; i += 1) insert.run('x'.repeat(1_000))
    const before = statSync(file).size
    expect(before).toBeLessThan(100_000)

    const checkpointer = startWalCheckpointer(file, { intervalMs: 1 })
    const deadline = Date.now() + 10_000
    while (statSync(file).size < 2_000_000 && Date.now() < deadline) await sleep(10)
    expect(statSync(file).size).toBeGreaterThan(2_000_000)
    await checkpointer.stop()
    await checkpointer.stop()

    // The writer reuses the WAL from its start once everything in it was copied.
    const [state] = db.pragma('wal_checkpoint(PASSIVE)') as { busy: number; log: number; checkpointed: number }[]
    expect(state?.log).toBe(state?.checkpointed)
    expect(db.prepare('SELECT count(*) AS n FROM rows').get()).toEqual({ n: 2_000 })
    db.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('reports a database it cannot open, and stops at once after', async () => {
    const errors: string[] = []
    const checkpointer = startWalCheckpointer('/nonexistent-dir/x/dynqr.db', { onError: (m) => errors.push(m) })
    const deadline = Date.now() + 5_000
    while (errors.length === 0 && Date.now() < deadline) await sleep(10)
    expect(errors[0]).toMatch(/unable to open|directory does not exist|cannot open/i)
    await checkpointer.stop()
  })
})
