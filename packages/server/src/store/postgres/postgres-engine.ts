import type pg from 'pg'
import type { Sql } from '../sql/sql.js'
import type { SqlEngine, SqlSession } from '../sql/sql-engine.js'
import { inTransaction } from './postgres-transaction.js'

/** Texts given a prepared-statement name; more run unnamed (dynamic lists, filters). */
const MAX_NAMED = 1_000

interface Numbered {
  text: string
  name?: string
}

/**
 * The `?` placeholders of a text as PostgreSQL's `$1`, `$2`, …; a `?` inside a quoted string,
 * a quoted name or a comment is left alone.
 */
export function numberPlaceholders(text: string): string {
  let out = ''
  let next = 1
  let quote: string | undefined
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] as string
    if (quote) {
      out += char
      if (quote === '\n' ? char === '\n' : char === quote) quote = undefined
    } else if (char === "'" || char === '"') {
      quote = char
      out += char
    } else if (char === '-' && text[i + 1] === '-') {
      quote = '\n'
      out += char
    } else if (char === '?') {
      out += `$${next}`
      next += 1
    } else out += char
  }
  return out
}

/** Statements on one pooled connection or on the pool itself. */
class Session implements SqlSession {
  readonly #client: pg.Pool | pg.PoolClient
  readonly #numbered: (text: string) => Numbered

  constructor(client: pg.Pool | pg.PoolClient, numbered: (text: string) => Numbered) {
    this.#client = client
    this.#numbered = numbered
  }

  async all<Row>({ text, values }: Sql): Promise<Row[]> {
    const result = await this.#client.query({ ...this.#numbered(text), values: values as unknown[] })
    return result.rows as Row[]
  }

  async get<Row>(statement: Sql): Promise<Row | undefined> {
    return (await this.all<Row>(statement))[0]
  }

  async run({ text, values }: Sql): Promise<number> {
    const result = await this.#client.query({ ...this.#numbered(text), values: values as unknown[] })
    return result.rowCount ?? 0
  }
}

/**
 * PostgreSQL behind the seam (store/sql/sql-engine.ts), over a pool. Each text is numbered once
 * and, up to MAX_NAMED texts, sent as a named prepared statement (parsed once per connection).
 * A transaction runs on one connection checked out for it (postgres-transaction.ts).
 */
export class PostgresEngine implements SqlEngine {
  readonly name = 'postgres'
  readonly #pool: pg.Pool
  readonly #texts = new Map<string, Numbered>()
  readonly #session: Session

  constructor(pool: pg.Pool) {
    this.#pool = pool
    this.#session = new Session(pool, this.#numbered)
  }

  readonly #numbered = (text: string): Numbered => {
    let numbered = this.#texts.get(text)
    if (!numbered) {
      numbered = { text: numberPlaceholders(text) }
      if (this.#texts.size < MAX_NAMED) {
        numbered.name = `dynqr_${this.#texts.size + 1}`
        this.#texts.set(text, numbered)
      }
    }
    return numbered
  }

  all<Row>(statement: Sql): Promise<Row[]> {
    return this.#session.all<Row>(statement)
  }

  get<Row>(statement: Sql): Promise<Row | undefined> {
    return this.#session.get<Row>(statement)
  }

  /** Nothing to settle on PostgreSQL: `get`. */
  getUncounted<Row>(statement: Sql): Promise<Row | undefined> {
    return this.#session.get<Row>(statement)
  }

  run(statement: Sql): Promise<number> {
    return this.#session.run(statement)
  }

  transaction<T>(work: (tx: SqlSession) => Promise<T>): Promise<T> {
    return inTransaction(this.#pool, (client) => work(new Session(client, this.#numbered)))
  }

  isUniqueViolation(error: unknown): boolean {
    return (error as { code?: unknown } | null)?.code === '23505'
  }
}
