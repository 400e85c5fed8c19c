/** fast-check arbitraries from the contract's schemas: the kit's property checks and the server's fuzz test use them. */
import { openapiDocument } from '@dynqr/contract'
import fc, { type Arbitrary } from 'fast-check'

export type Schema = Record<string, unknown>

/** Follows local `$ref`s into the contract's components. */
export function resolveSchema(schema: Schema): Schema {
  let current = schema
  while (typeof current.$ref === 'string') {
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce<Schema>((node, key) => node[key.replaceAll('~1', '/')] as Schema, openapiDocument as Schema)
  }
  if (Array.isArray(current.allOf)) {
    const merged: Schema = { ...current }
    delete merged.allOf
    for (const part of current.allOf as Schema[]) Object.assign(merged, resolveSchema(part))
    return merged
  }
  return current
}

function stringArbitrary(schema: Schema): Arbitrary<string> {
  if (schema.format === 'uri') {
    return fc.webUrl({ validSchemes: ['http', 'https'], withQueryParameters: true, withFragments: true })
  }
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : 64
  if (typeof schema.pattern === 'string') {
    return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= minLength && s.length <= maxLength)
  }
  return fc.string({ minLength, maxLength })
}

/**
 * Values valid against a JSON Schema of the contract (the subset openapi.yaml uses: objects with
 * properties and required, enums, const, patterns, lengths, integer bounds, `uri` strings).
 */
export function validValue(input: Schema): Arbitrary<unknown> {
  const schema = resolveSchema(input)
  if ('const' in schema) return fc.constant(schema.const)
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]))
  switch (schema.type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>
      const shape: Record<string, Arbitrary<unknown>> = {}
      for (const [name, property] of Object.entries(properties)) shape[name] = validValue(property)
      return fc.record(shape, { requiredKeys: (schema.required ?? []) as string[] })
    }
    case 'array':
      return fc.array(validValue((schema.items ?? {}) as Schema), { maxLength: 4 })
    case 'string':
      return stringArbitrary(schema)
    case 'integer':
      return fc.integer({
        min: typeof schema.minimum === 'number' ? schema.minimum : -1_000_000,
        max: typeof schema.maximum === 'number' ? schema.maximum : 1_000_000,
      })
    case 'number':
      return fc.double({ noNaN: true })
    case 'boolean':
      return fc.boolean()
    default:
      return fc.jsonValue()
  }
}

/** Awkward strings: empty, white space, unicode, controls, very long, lookalikes of valid values. */
export const oddString: Arbitrary<string> = fc.oneof(
  fc.constantFrom('', ' ', '\u0000', '\u202e', '../', '%00', '0x10', '1e2', '-1', 'NaN', 'null', '[]', '{}', '💥'),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('a'.repeat(300), 'é'.repeat(1000), `${'%'.repeat(500)}x`),
)

/** A JSON value that is probably not what the schema wants, and sometimes nearly is. */
export function mutatedValue(input: Schema): Arbitrary<unknown> {
  const schema = resolveSchema(input)
  const anything = fc.oneof(fc.jsonValue({ maxDepth: 3 }), oddString)
  if (schema.type !== 'object') return fc.oneof(anything, validValue(schema))
  const properties = (schema.properties ?? {}) as Record<string, Schema>
  const names = Object.keys(properties)
  return fc.oneof(
    anything,
    // One property replaced by a wrong or odd value, the rest valid.
    fc
      .tuple(validValue(schema), fc.constantFrom(...(names.length ? names : ['x'])), anything)
      .map(([value, name, wrong]) => ({ ...(value as object), [name]: wrong })),
    // A property the schema does not know.
    fc
      .tuple(validValue(schema), oddString, anything)
      .map(([value, name, extra]) => ({
        ...(value as object),
        [name || 'extra']: extra,
      })),
    // A required property missing.
    validValue(schema).map((value) => {
      const copy = { ...(value as Record<string, unknown>) }
      for (const name of (schema.required ?? []) as string[]) delete copy[name]
      return copy
    }),
    // Nested objects mutated the same way.
    ...names
      .filter((name) => resolveSchema(properties[name] as Schema).type === 'object')
      .map((name) =>
        fc
          .tuple(validValue(schema), mutatedValue(properties[name] as Schema))
          .map(([value, inner]) => ({ ...(value as object), [name]: inner })),
      ),
  )
}
