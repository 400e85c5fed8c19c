import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { ApiKeyService, openPostgresStore, QrCodeService, type Store } from '../../../src/index.js'

const DAY = 86_400_000

/**
 * A backend terminated while a pooled connection is checked out (issue 27, item 1): on every
 * path that checks one out, the call in flight fails as SERVICE_UNAVAILABLE (or, opening, with a
 * message), the process never sees an unhandled 'error', and the next call succeeds. Each path is
 * held on a lock the test takes, so the termination lands while the connection is checked out.
 */
describe('PostgreSQL backends terminated mid-call', () => {
  let admin: pg.Client
  let url: string
  let database: string
  let store: Store
  let codes: QrCodeService
  let accountId: string

  beforeAll(async () => {
    const root = new pg.Client({ connectionString: inject('postgresUrl') })
    await root.connect()
    database = `dynqr_terminated_${process.pid}_${Date.now()}`
    await root.query(`CREATE DATABASE ${database}`)
    await root.end()
    const parsed = new URL(inject('postgresUrl'))
    parsed.pathname = `/${database}`
    url = parsed.href
    admin = new pg.Client({ connectionString: url })
    await admin.connect()
    store = await openPostgresStore(url, { poolSize: 3, onPoolError: () => {} })
    const issued = await new ApiKeyService(store).issueKey('alice')
    accountId = issued.record.accountId
    codes = new QrCodeService(store.qrCodes, { siteUrl: 'https://qr.example' })
    await codes.create(accountId, { targetUrl: 'https://example.com/', customShortId: 'held' })
  })

  afterAll(async () => {
    await store?.close()
    await admin?.end()
  })

  /** Until one of the store's backends waits on a lock. */
  async function untilWaiting() {
    for (let i = 0; i < 200; i += 1) {
      // Inside the admin's transaction pg_stat_activity is a snapshot unless cleared.
      await admin.query('SELECT pg_stat_clear_snapshot()')
      const { rows } = await admin.query(
        `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()
           AND wait_event_type IN ('Lock', 'Timeout')`,
      )
      if (rows.length > 0) return
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    throw new Error('The call never waited on the lock')
  }

  async function terminateWhileHeld(hold: string, call: () => Promise<unknown>) {
    await admin.query('BEGIN')
    await admin.query(hold)
    const outcome = call().then(
      () => 'resolved',
      (error: unknown) => error,
    )
    await untilWaiting()
    await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND datname = current_database()',
    )
    await admin.query('ROLLBACK')
    return outcome
  }

  const unavailable = expect.objectContaining({ code: 'SERVICE_UNAVAILABLE' })

  it.each([
    {
      path: 'an idempotency claim',
      hold: "INSERT INTO idempotency_keys (account_id, key, request_hash, created_at, lease_until) VALUES ('acc', 'k', 'h', 0, 0)",
      call: () => store.idempotency.reserve('acc', 'k', 'h', { now: 1, leaseUntil: 2, expiredBefore: 0 }),
    },
    {
      path: 'a scan batch',
      hold: "SELECT 1 FROM qr_codes WHERE short_id = 'held' FOR UPDATE",
      call: () => store.qrCodes.recordScan('held', 'view', Date.now()),
    },
    {
      path: 'an If-Match write',
      hold: "SELECT 1 FROM qr_codes WHERE short_id = 'held' FOR UPDATE",
      call: () => codes.update(accountId, 'held', { targetUrl: 'https://example.com/2' }, '*'),
    },
    {
      path: 'the roll-up',
      hold: 'LOCK TABLE scan_buckets IN ACCESS EXCLUSIVE MODE',
      call: () => store.qrCodes.rollUpBuckets(Math.floor(Date.now() / DAY) * DAY),
    },
    {
      path: 'a webhook attempt',
      hold: 'LOCK TABLE webhook_deliveries IN ACCESS EXCLUSIVE MODE',
      call: () =>
        store.webhooks.recordAttempt({
          eventId: 'evt',
          endpointId: 'whe',
          at: 1,
          status: 500,
          error: null,
          delivered: false,
          nextAttemptAt: 2,
          disableAfterMs: DAY,
        }),
    },
  ])('fails $path with 503 and serves the next call', async ({ hold, call }) => {
    expect(await terminateWhileHeld(hold, call)).toEqual(unavailable)
    await call()
    await store.ping()
  })

  it('fails an opening that waits to migrate with a message, and opens again', async () => {
    const outcome = await terminateWhileHeld('LOCK TABLE schema_migrations IN ACCESS EXCLUSIVE MODE', () =>
      openPostgresStore(url, { poolSize: 1 }),
    )
    expect(String(outcome)).toMatch(/Could not open PostgreSQL/)
    const again = await openPostgresStore(url, { poolSize: 1 })
    await again.ping()
    await again.close()
    await store.ping()
  })
})
