/**
 * SQL written once for SQLite and PostgreSQL (ADR 0032): statements are built with the `sql` tag,
 * which keeps the values apart from the text and writes each as a `?` placeholder; the PostgreSQL
 * engine numbers them (`$1`, `$2`, …) once per text. Only `raw` fragments — column lists, names
 * from a checked table, the dialect's own expressions — enter the text itself, never a value.
 */

/** What a placeholder may carry: booleans become 1/0 on SQLite; arrays only PostgreSQL binds (`unnest`, `ANY`). */
export type SqlValue = string | number | bigint | boolean | null | Uint8Array | readonly (string | number | null)[]

export class Sql {
  constructor(
    readonly text: string,
    readonly values: readonly SqlValue[],
  ) {}
}

/** A fragment of SQL text taken as it is: never a value from a request. */
export class Raw {
  constructor(readonly text: string) {}
}

/** What `sql` interpolates: a value (a placeholder), another statement's fragment, or raw text. */
export type SqlPart = SqlValue | Sql | Raw

export const raw = (text: string): Raw => new Raw(text)

/**
 * The text a call site of `sql` made last, by its strings (one object per call site): reused when
 * its parts are again values and the same `raw` fragments, so a hot statement's text is one
 * string object whose hash the engines' statement caches already know, instead of a new text
 * built and hashed on every get and create (issue #39).
 */
const TEXTS = new WeakMap<TemplateStringsArray, { text: string; raws: (Raw | undefined)[] }>()

/** A statement: `sql\`SELECT … WHERE short_id = ${id}\`` sends `id` as a parameter. */
export function sql(strings: TemplateStringsArray, ...parts: SqlPart[]): Sql {
  const known = TEXTS.get(strings)
  if (
    known &&
    parts.every((part, index) =>
      part instanceof Raw || part instanceof Sql ? part === known.raws[index] : known.raws[index] === undefined,
    )
  ) {
    return new Sql(known.text, parts.filter((part) => !(part instanceof Raw)) as SqlValue[])
  }
  let text = strings[0] ?? ''
  const values: SqlValue[] = []
  for (const [index, part] of parts.entries()) {
    if (part instanceof Sql) {
      text += part.text
      values.push(...part.values)
    } else if (part instanceof Raw) text += part.text
    else {
      text += '?'
      values.push(part)
    }
    text += strings[index + 1] ?? ''
  }
  if (!parts.some((part) => part instanceof Sql)) {
    TEXTS.set(strings, { text, raws: parts.map((part) => (part instanceof Raw ? part : undefined)) })
  }
  return new Sql(text, values)
}

/** Fragments joined by `separator` (`, ` by default), their values in order. */
export function join(parts: readonly SqlPart[], separator = ', '): Sql {
  const text: string[] = []
  const values: SqlValue[] = []
  for (const part of parts) {
    const fragment = part instanceof Sql || part instanceof Raw ? part : sql`${part}`
    text.push(fragment.text)
    if (fragment instanceof Sql) values.push(...fragment.values)
  }
  return new Sql(text.join(separator), values)
}

/** `(?, ?, …)` for an IN list; an empty list is `(NULL)`, which matches nothing. */
export const list = (values: readonly SqlValue[]): Sql => (values.length === 0 ? sql`(NULL)` : sql`(${join(values)})`)
