/**
 * contract-constants.ts and the SDK's error-codes.ts: every enum of the contract as an `as const`
 * array and a type (DotType → DOT_TYPES), labels where the contract gives x-enum-labels, and
 * ERROR_STATUS from ErrorCode's x-error-status, besides the values other x- extensions state.
 */
import { isObject, type Json, type JsonObject } from './json.js'

export function schemasOf(doc: JsonObject): Record<string, JsonObject> {
  return (doc.components as JsonObject).schemas as Record<string, JsonObject>
}

export interface EnumInfo {
  /** The schema's name, which is also the type's: `DotType`. */
  name: string
  values: string[]
  /** How people read each value, for enums the contract labels (x-enum-labels); values left out read as words. */
  labels: Record<string, string> | undefined
  summary: string
}

/** `extra-rounded` → `Extra rounded`, `createdAt` → `Created at`, `NOT_FOUND` → `Not found`. */
function inWords(value: string): string {
  const words = value
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[-_ ]+/)
    .filter(Boolean)
  const text = words.map((w) => (w.length > 1 ? w.toLowerCase() : w)).join(' ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** `DotType` → `DOT_TYPE`. */
const constantCase = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()
/** `DOT_TYPE` → `DOT_TYPES`, `HEALTH_STATUS` → `HEALTH_STATUSES`. */
const plural = (name: string) =>
  /(S|X|CH|SH)$/.test(name) ? `${name}ES` : /[^AEIOU]Y$/.test(name) ? `${name.slice(0, -1)}IES` : `${name}S`

/** Every enum of the contract; one that is not a named schema of its own is an error. */
export function collectEnums(doc: JsonObject): EnumInfo[] {
  const enums: EnumInfo[] = []
  const named = new Set<Json>()
  for (const [name, schema] of Object.entries(schemasOf(doc))) {
    if (!Array.isArray(schema.enum)) continue
    named.add(schema)
    const values = schema.enum.map(String)
    const given = schema['x-enum-labels']
    if (given !== undefined && !isObject(given)) throw new Error(`${name} x-enum-labels must map values to labels`)
    for (const key of Object.keys(given ?? {})) {
      if (!values.includes(key)) throw new Error(`${name} x-enum-labels names ${key}, which is not one of its values`)
    }
    const labels = given && Object.fromEntries(values.map((value) => [value, String(given[value] ?? inWords(value))]))
    const paragraph = String(schema.description ?? '').split(/\n\s*\n/)[0] ?? ''
    const summary = paragraph.replace(/\s+/g, ' ').trim().replaceAll('*/', '*\\/')
    enums.push({ name, values, labels, summary })
  }
  const unnamed = (node: Json, pointer: string): void => {
    if (typeof node !== 'object' || node === null) return
    if (isObject(node) && Array.isArray(node.enum) && !named.has(node)) {
      throw new Error(
        `openapi.yaml: the enum at ${pointer} has no name. Make it a schema of its own in components/schemas and $ref it, so the generator emits its values as a constant.`,
      )
    }
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith('x-') || key === 'example' || key === 'examples') continue
      unnamed(value, `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`)
    }
  }
  unnamed(doc, '#')
  return enums
}

/** ErrorCode's x-error-status: the HTTP status of every error code, and of nothing else. */
function errorStatus(doc: JsonObject): Record<string, number> {
  const schema = schemasOf(doc).ErrorCode
  const codes = schema?.enum
  const statuses = schema?.['x-error-status']
  if (!Array.isArray(codes) || !isObject(statuses)) throw new Error('ErrorCode must have an enum and x-error-status')
  const missing = codes.filter((code) => !(String(code) in statuses))
  const extra = Object.keys(statuses).filter((code) => !codes.includes(code))
  const odd = Object.entries(statuses).filter(([, s]) => !Number.isInteger(s) || Number(s) < 400 || Number(s) > 599)
  if (missing.length + extra.length + odd.length > 0) {
    throw new Error(
      `ErrorCode x-error-status must give every code a 4xx or 5xx status: missing [${missing}], unknown [${extra}], not a status [${odd.map(([c]) => c)}]`,
    )
  }
  return Object.fromEntries(codes.map((code) => [String(code), Number(statuses[String(code)])]))
}

function enumConstants(enums: EnumInfo[]): string[] {
  return enums.flatMap(({ name, values, labels, summary }) => {
    const constant = constantCase(name)
    return [
      `/** ${name}: ${summary} */`,
      `export const ${plural(constant)} = ${JSON.stringify(values)} as const`,
      `export type ${name} = (typeof ${plural(constant)})[number]`,
      ...(labels
        ? [
            `/** Each ${name} as people read it (x-enum-labels; a value it leaves out, in words). */`,
            `export const ${constant}_LABELS: Readonly<Record<${name}, string>> = ${JSON.stringify(labels)}`,
          ]
        : []),
      '',
    ]
  })
}

function errorStatusConstant(doc: JsonObject): string[] {
  return [
    `/** The HTTP status of every error code (ErrorCode x-error-status). */`,
    `export const ERROR_STATUS: Readonly<Record<ErrorCode, number>> = ${JSON.stringify(errorStatus(doc), null, 2)}`,
    '',
  ]
}

/** Role's x-role-scopes: the scopes each role grants, every role once, each scope one of Scope's. */
function roleScopesConstant(doc: JsonObject): string[] {
  const schemas = schemasOf(doc)
  const roles = schemas.Role?.enum
  const scopes = schemas.Scope?.enum
  const given = schemas.Role?.['x-role-scopes']
  if (!Array.isArray(roles) || !Array.isArray(scopes) || !isObject(given)) {
    throw new Error('Role must have an enum and x-role-scopes, and Scope an enum')
  }
  const wrong = roles.filter((role) => {
    const held = given[String(role)]
    return !Array.isArray(held) || held.some((scope) => !scopes.includes(scope))
  })
  const extra = Object.keys(given).filter((role) => !roles.includes(role))
  if (wrong.length + extra.length > 0) {
    throw new Error(`Role x-role-scopes must give every role a list of scopes: wrong [${wrong}], unknown [${extra}]`)
  }
  return [
    `/** The scopes each role grants (Role x-role-scopes). */`,
    `export const ROLE_SCOPES: Readonly<Record<Role, readonly Scope[]>> = ${JSON.stringify(given, null, 2)}`,
    '',
  ]
}

export function contractConstants(doc: JsonObject, enums: EnumInfo[]) {
  const schemas = schemasOf(doc)
  const patternMessages: Record<string, string> = {}
  for (const schema of Object.values(schemas)) {
    const message = schema['x-pattern-message']
    if (typeof message === 'string' && typeof schema.pattern === 'string') patternMessages[schema.pattern] = message
  }
  const reserved = schemas.CustomShortId?.['x-reserved-words']
  if (!Array.isArray(reserved)) throw new Error('CustomShortId must list x-reserved-words')
  return [
    `/** Words no custom short id may be, compared case-insensitively (CustomShortId x-reserved-words). */`,
    `export const RESERVED_WORDS: readonly string[] = ${JSON.stringify(reserved)}`,
    '',
    `/** What a value that fails a pattern of the contract must be, by pattern (x-pattern-message). */`,
    `export const PATTERN_MESSAGES: Readonly<Record<string, string>> = ${JSON.stringify(patternMessages, null, 2)}`,
    '',
    ...enumConstants(enums),
    ...errorStatusConstant(doc),
    ...roleScopesConstant(doc),
  ].join('\n')
}

/** What the SDK needs of the contract's constants: its error codes and their statuses. */
export function errorCodesModule(doc: JsonObject, enums: EnumInfo[]): string {
  return [...enumConstants(enums.filter((e) => e.name === 'ErrorCode')), ...errorStatusConstant(doc)].join('\n')
}
