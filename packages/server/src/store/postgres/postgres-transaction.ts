import type pg from 'pg'

/**
 * Runs `work` on one connection checked out of the pool, and gives it back.
 *
 * pg-pool takes its own 'error' listener off a client while it is checked out, so a backend that
 * dies then (a restart, a failover, `pg_terminate_backend`) would emit an unhandled 'error' and
 * end the process. The listener here keeps it: the query in flight is rejected (and mapped to
 * 503 by postgres-errors.ts), and a client whose connection broke is destroyed, not pooled again.
 */
export async function withClient<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect()
  let broken: Error | undefined
  const onError = (error: Error) => {
    broken ??= error
  }
  client.on('error', onError)
  try {
    return await work(client)
  } catch (error) {
    broken ??= isBrokenConnection(client) || isQueryTimeout(error) ? (error as Error) : undefined
    throw error
  } finally {
    client.removeListener('error', onError)
    client.release(broken ?? false)
  }
}

/** node-postgres marks a client whose socket died as no longer queryable. */
const isBrokenConnection = (client: pg.PoolClient) =>
  (client as unknown as { _queryable?: boolean })._queryable === false

/**
 * A statement past the pool's query_timeout is still in flight on its connection (the server may
 * not even have it): the connection must not serve another request.
 */
const isQueryTimeout = (error: unknown) => error instanceof Error && error.message === 'Query read timeout'

/** Runs `work` on one connection inside BEGIN … COMMIT, rolling back when it throws. */
export function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  return withClient(pool, async (client) => {
    await client.query('BEGIN')
    try {
      const result = await work(client)
      await client.query('COMMIT')
      return result
    } catch (error) {
      // A connection that died cannot roll back (the server already did): the first error counts.
      await client.query('ROLLBACK').catch(() => {})
      throw error
    }
  })
}
