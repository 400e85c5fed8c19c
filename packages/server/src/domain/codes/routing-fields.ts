import { parseTargetUrl, type TargetUrlRules, type UpdateQrCodeRequest, type ValidationProblem } from '@dynqr/contract'
import { DomainError } from '../domain-error.js'
import { hashPassword } from '../people/password-hash.js'
import type { QrCodeChanges } from '../records.js'
import { isKnownTimeZone, type RoutingRule, type Variant } from '../scans/routing.js'

/** The routing fields of a create or update body (PRODUCT.md, "Where a scan goes"). */
export type RoutingInput = Pick<UpdateQrCodeRequest, 'rules' | 'variants' | 'password' | 'forwardQuery' | 'utm'>

const problem = (field: string, message: string): ValidationProblem => ({ field, message })

/** A rule's or variant's target, checked as `targetUrl` is; its problem names it (`rules.3.targetUrl`). */
function targetOf(field: string, raw: string, targets: TargetUrlRules, problems: ValidationProblem[]): string {
  const result = parseTargetUrl(raw, targets)
  if (result.ok) return result.url
  problems.push(problem(field, result.message.replace(/^targetUrl/, field)))
  return raw
}

/** What the schema cannot say of a rule: a known time zone, a window that is not empty, `from` before `until`. */
function checkConditions(field: string, conditions: RoutingRule['if'], problems: ValidationProblem[]): void {
  const { hours, from, until } = conditions
  if (hours && !isKnownTimeZone(hours.timeZone)) {
    problems.push(
      problem(`${field}.hours.timeZone`, `${field}.hours.timeZone "${hours.timeZone}" is not a known time zone`),
    )
  }
  if (hours && hours.start === hours.end) {
    problems.push(problem(`${field}.hours.end`, `${field}.hours.end must differ from start`))
  }
  if (from !== undefined && until !== undefined && Date.parse(from) >= Date.parse(until)) {
    problems.push(problem(`${field}.until`, `${field}.until must be after from`))
  }
}

function checkedRules(
  rules: readonly RoutingRule[],
  targets: TargetUrlRules,
  problems: ValidationProblem[],
): RoutingRule[] {
  return rules.map((rule, index) => {
    checkConditions(`rules.${index}.if`, rule.if, problems)
    return { if: rule.if, targetUrl: targetOf(`rules.${index}.targetUrl`, rule.targetUrl, targets, problems) }
  })
}

function checkedVariants(
  variants: readonly Variant[],
  targets: TargetUrlRules,
  problems: ValidationProblem[],
): Variant[] {
  if (variants.length === 1) problems.push(problem('variants', 'variants must have 2 to 10 items, or none'))
  const sum = variants.reduce((total, variant) => total + variant.weight, 0)
  if (variants.length > 0 && sum !== 100) {
    problems.push(problem('variants', `variants' weights must add up to 100, not ${sum}`))
  }
  return variants.map((variant, index) => ({
    targetUrl: targetOf(`variants.${index}.targetUrl`, variant.targetUrl, targets, problems),
    weight: variant.weight,
  }))
}

/**
 * The routing changes a body asks for, every field checked past what the schema says (targets as
 * `targetUrl`'s, time zones against the platform's IANA data, weights adding up to 100), all
 * problems in one 400. The password is hashed with scrypt: it is checked only when a person
 * unlocks the link (never on a plain scan), where its cost also slows guessing.
 */
export async function routingChanges(input: RoutingInput, targets: TargetUrlRules): Promise<QrCodeChanges> {
  const problems: ValidationProblem[] = []
  const changes: QrCodeChanges = {}
  if (input.rules !== undefined) changes.rules = checkedRules(input.rules, targets, problems)
  if (input.variants !== undefined) changes.variants = checkedVariants(input.variants, targets, problems)
  if (input.forwardQuery !== undefined) changes.forwardQuery = input.forwardQuery
  if (input.utm !== undefined) changes.utm = input.utm
  const [first] = problems
  if (first) throw new DomainError('INVALID_REQUEST', first.message, problems)
  if (input.password !== undefined) {
    changes.passwordHash = input.password === null ? null : await hashPassword(input.password)
  }
  return changes
}
