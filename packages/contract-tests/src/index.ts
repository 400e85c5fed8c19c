/** @dynqr/contract-tests — black-box checks that a deployment keeps openapi.yaml. */
export { contractViolations, documentedStatuses, type Exchange } from './contract-validator.js'
export { mutatedValue, oddString, validValue } from './generated/schema-arbitrary.js'
export { type CheckResult, ContractKit, DEFAULT_TIMEOUT_MS, type KitOptions, type Profile } from './kit.js'
export { jsonReport, junit, summary } from './report.js'
