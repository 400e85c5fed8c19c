/** @dynqr/contract-tests — black-box checks that a deployment keeps openapi.yaml. */
export { contractViolations, documentedStatuses, type Exchange } from './contract-validator.js'
export { type CheckResult, ContractKit, type KitOptions, type Profile } from './kit.js'
export { junit, summary } from './report.js'
