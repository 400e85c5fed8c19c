import type { ErrorObject } from 'ajv'
import { DATE_TIME_MESSAGE } from './date-time.js'
import * as bodyValidators from './generated/body-validators.js'
import { PATTERN_MESSAGES } from './generated/contract-constants.js'
import { OPERATIONS } from './generated/operations.js'
import * as parameterValidators from './generated/parameter-validators.js'
import type { RequestPart } from './operation-spec.js'
import type { ValidateFunction } from './validate-function.js'

/** One problem with a request, by field: the `details` items of an `INVALID_REQUEST` error. */
export interface ValidationProblem {
  /** Dotted path of the offending body field (`qrCodeOptions.width`), or the parameter name. */
  field: string
  message: string
}

const SUFFIX: Record<RequestPart, string> = { body: 'Body', params: 'Params', querystring: 'Query' }
const validators: Record<string, ValidateFunction> = { ...bodyValidators, ...parameterValidators }

/** The generated validator of one part of an operation's request, if the contract has that part. */
export function requestValidator(operationId: string, part: RequestPart): ValidateFunction | undefined {
  return validators[`validate${operationId[0]?.toUpperCase()}${operationId.slice(1)}${SUFFIX[part]}`]
}

/**
 * Checks one part of a request against the contract. Parameters are coerced from strings and
 * get their defaults filled in, in place. Returns the problems found, or an empty list.
 *
 * @example
 * validateRequest('createQrCode', 'body', {})
 * // → [{ field: 'targetUrl', message: 'targetUrl is required' }]
 */
export function validateRequest(operationId: string, part: RequestPart, data: unknown): ValidationProblem[] {
  return requestChecker(operationId, part)(data)
}

const checkers = new Map<string, (data: unknown) => ValidationProblem[]>()

/**
 * `validateRequest` for one part of one operation, with every lookup done once: what a server
 * calls on each request. Throws when the contract has no such part.
 */
export function requestChecker(operationId: string, part: RequestPart): (data: unknown) => ValidationProblem[] {
  const key = `${operationId} ${part}`
  let checker = checkers.get(key)
  if (checker) return checker
  const validate = requestValidator(operationId, part)
  if (!validate) throw new Error(`The contract has no ${part} for ${operationId}`)
  const integers = part === 'body' ? [] : integerParameters(operationId, part)
  checker = (data: unknown) => {
    const notDecimal = integers.length === 0 ? [] : nonDecimalIntegers(integers, data)
    if (notDecimal.length > 0) return notDecimal
    return validate(data) ? [] : describeErrors(validate.errors ?? [], part)
  }
  checkers.set(key, checker)
  return checker
}

/** An integer in a path or query string is written in decimal digits, and nothing else. */
const DECIMAL_INTEGER = /^-?[0-9]+$/

/** The names of an operation's integer parameters in `part`. */
function integerParameters(operationId: string, part: RequestPart): readonly string[] {
  const schema = OPERATIONS.find((o) => o.operationId === operationId)?.request[part]
  const properties = (schema?.properties ?? {}) as Record<string, { type?: unknown }>
  return Object.keys(properties).filter((name) => properties[name]?.type === 'integer')
}

/**
 * Ajv's type coercion reads a string as JavaScript's `Number()` would, so `0x10`, `1e2` and
 * ` 5` would pass as integers; the contract's integers are decimal digits, so these are
 * refused before coercion, naming the parameter.
 */
function nonDecimalIntegers(names: readonly string[], data: unknown): ValidationProblem[] {
  if (typeof data !== 'object' || data === null) return []
  const problems: ValidationProblem[] = []
  for (const name of names) {
    const value = (data as Record<string, unknown>)[name]
    if (typeof value === 'string' && !DECIMAL_INTEGER.test(value)) {
      problems.push({ field: name, message: `${name} must be an integer` })
    }
  }
  return problems
}

function fieldOf(error: ErrorObject): string {
  const path = error.instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
  const params = error.params as Record<string, unknown>
  if (error.keyword === 'required') path.push(String(params.missingProperty))
  if (error.keyword === 'additionalProperties') path.push(String(params.additionalProperty))
  const field = path.join('.')
  // A field is named back to the caller: a name sent 100 KB long is cut, to the contract's bound.
  return field.length <= MAX_FIELD_LENGTH ? field : `${field.slice(0, MAX_FIELD_LENGTH - 1)}…`
}

/** The longest field name an error echoes (openapi.yaml: ErrorDetail.field maxLength). */
const MAX_FIELD_LENGTH = 200

const TYPE_NAMES: Record<string, string> = {
  object: 'an object',
  array: 'an array',
  string: 'a string',
  integer: 'an integer',
  number: 'a number',
  boolean: 'a boolean',
}

function describe(error: ErrorObject, field: string, part: RequestPart): string {
  const params = error.params as Record<string, unknown>
  switch (error.keyword) {
    case 'required':
      return `${field} is required`
    case 'additionalProperties':
      return part === 'body' ? `${field} is not a known field` : `${field} is not a known parameter`
    case 'type':
      return `${field} must be ${TYPE_NAMES[String(params.type)] ?? String(params.type)}`
    case 'minimum':
      return `${field} must be at least ${params.limit}`
    case 'maximum':
      return `${field} must be at most ${params.limit}`
    case 'minLength':
      return params.limit === 1
        ? `${field} must not be empty`
        : `${field} must be at least ${params.limit} characters long`
    case 'maxLength':
      return `${field} must be at most ${params.limit} characters long`
    case 'pattern':
      return `${field} ${PATTERN_MESSAGES[String(params.pattern)] ?? `must match ${params.pattern}`}`
    case 'minItems':
      return `${field} must have at least ${params.limit} item${params.limit === 1 ? '' : 's'}`
    case 'maxItems':
      return `${field} must have at most ${params.limit} item${params.limit === 1 ? '' : 's'}`
    case 'uniqueItems':
      return `${field} must not repeat an item`
    case 'format':
      return params.format === 'date-time'
        ? `${field} ${DATE_TIME_MESSAGE}`
        : `${field} must be a ${String(params.format)}`
    case 'enum':
      return `${field} must be one of: ${(params.allowedValues as unknown[]).join(', ')}`
    default:
      return `${field} ${error.message ?? 'is invalid'}`
  }
}

/** Most problems one answer lists: the contract's `details` holds at most 100 (ErrorBody). */
export const MAX_PROBLEMS = 100

/** Turns Ajv errors into problems a person can act on, one per field and keyword (the first MAX_PROBLEMS). */
export function describeErrors(errors: readonly ErrorObject[], part: RequestPart): ValidationProblem[] {
  const problems: ValidationProblem[] = []
  const seen = new Set<string>()
  for (const error of errors) {
    if (problems.length === MAX_PROBLEMS) break
    const field = fieldOf(error)
    const message =
      field === '' && error.keyword === 'type' && part === 'body'
        ? 'The request body must be a JSON object'
        : describe(error, field, part)
    if (seen.has(message)) continue
    seen.add(message)
    problems.push({ field, message })
  }
  return problems
}
