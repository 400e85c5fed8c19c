import { resolveSchema, type Schema } from './schema-arbitrary.js'

/** A value a schema refuses, and why, in words a report can show. */
export interface Invalid {
  what: string
  value: unknown
}

/** One request part made invalid in one place: `at` is the JSON path, e.g. `qrCodeOptions.margin`. */
export interface NegativeCase extends Invalid {
  at: string
}

const matches = (pattern: unknown, text: string) => typeof pattern !== 'string' || new RegExp(pattern).test(text)

/** A string of exactly `length` characters that still matches the pattern when one can, so only the length is wrong. */
function ofLength(schema: Schema, length: number): string {
  const candidates = ['a'.repeat(length), `https://example.com/${'a'.repeat(length)}`.slice(0, length)]
  return candidates.find((c) => matches(schema.pattern, c)) ?? 'a'.repeat(length)
}

function invalidStrings(schema: Schema, inQuery: boolean): Invalid[] {
  const out: Invalid[] = inQuery ? [] : [{ what: 'a number instead of a string', value: 12345 }]
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : undefined
  if (Array.isArray(schema.enum)) out.push({ what: `not one of ${schema.enum.join(', ')}`, value: 'not-a-choice' })
  if (min > 0) out.push({ what: `shorter than minLength ${min}`, value: ofLength(schema, min - 1) })
  if (max !== undefined) out.push({ what: `longer than maxLength ${max}`, value: ofLength(schema, max + 1) })
  if (typeof schema.pattern === 'string') {
    const wrong = ['!!!!', '#zzzzzz', 'ftp://example.com/x'].find(
      (c) => !matches(schema.pattern, c) && c.length >= min && (max === undefined || c.length <= max),
    )
    if (wrong !== undefined) out.push({ what: `not matching ${schema.pattern}`, value: wrong })
  }
  return out
}

function invalidIntegers(schema: Schema, inQuery: boolean): Invalid[] {
  const out: Invalid[] = [
    { what: 'not a number', value: inQuery ? 'abc' : 'abc' },
    { what: 'not a whole number', value: 1.5 },
  ]
  if (!inQuery) out.push({ what: 'a numeric string instead of an integer', value: '100' })
  if (typeof schema.minimum === 'number') out.push({ what: `below minimum ${schema.minimum}`, value: schema.minimum - 1 })
  if (typeof schema.maximum === 'number') out.push({ what: `above maximum ${schema.maximum}`, value: schema.maximum + 1 })
  return out
}

/** Values the schema refuses, one rule broken at a time (the subset of JSON Schema openapi.yaml uses). */
export function invalidValues(input: Schema, inQuery = false): Invalid[] {
  const schema = resolveSchema(input)
  switch (schema.type) {
    case 'string':
      return invalidStrings(schema, inQuery)
    case 'integer':
      return invalidIntegers(schema, inQuery)
    case 'boolean':
      return inQuery ? [{ what: 'not a boolean', value: 'maybe' }] : [{ what: 'a string instead of a boolean', value: 'true' }]
    case 'object':
      return inQuery
        ? []
        : [
            { what: 'an array instead of an object', value: [] },
            { what: 'a string instead of an object', value: 'x' },
            { what: 'null instead of an object', value: null },
          ]
    default:
      return Array.isArray(schema.enum) ? [{ what: `not one of ${schema.enum.join(', ')}`, value: 'not-a-choice' }] : []
  }
}

const withValue = (base: unknown, path: string[], value: unknown, remove = false): unknown => {
  if (path.length === 0) return value
  const [head, ...rest] = path as [string, ...string[]]
  const copy = { ...(base && typeof base === 'object' && !Array.isArray(base) ? base : {}) } as Record<string, unknown>
  if (remove && rest.length === 0) delete copy[head]
  else copy[head] = withValue(copy[head], rest, value, remove)
  return copy
}

/**
 * Every body the schema refuses, derived from a valid one: each property given each value its
 * schema refuses, each required property left out, an unknown property at each closed level,
 * and a body that is not an object. One rule broken at a time, so the cause is unambiguous.
 */
export function invalidBodies(input: Schema, valid: unknown): (NegativeCase & { body: unknown })[] {
  const out: (NegativeCase & { body: unknown })[] = []
  const walk = (node: Schema, path: string[]) => {
    const schema = resolveSchema(node)
    const at = path.join('.') || '(body)'
    for (const invalid of invalidValues(schema)) out.push({ at, ...invalid, body: withValue(valid, path, invalid.value) })
    if (schema.type !== 'object') return
    for (const name of (schema.required ?? []) as string[]) {
      out.push({ at: [...path, name].join('.'), what: 'left out, but required', value: undefined, body: withValue(valid, [...path, name], undefined, true) })
    }
    if (schema.additionalProperties === false) {
      out.push({ at: [...path, 'unexpectedField'].join('.'), what: 'a property the schema does not define', value: 1, body: withValue(valid, [...path, 'unexpectedField'], 1) })
    }
    for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
      walk(property, [...path, name])
    }
  }
  walk(input, [])
  return out
}

/** Every query string that breaks one parameter's schema, the other parameters left out. */
export function invalidQueries(querystring: Schema | undefined): (NegativeCase & { query: string })[] {
  const properties = (querystring?.properties ?? {}) as Record<string, Schema>
  return Object.entries(properties).flatMap(([name, schema]) =>
    invalidValues(schema, true).map((invalid) => ({
      at: name,
      ...invalid,
      query: `${encodeURIComponent(name)}=${encodeURIComponent(String(invalid.value))}`,
    })),
  )
}
