/** @dynqr/mock — the dynqr API mocked for front-end teams, at /api/v1. */
export { type Chaos, parseErrorRate, parseRateLimit, type RateLimit } from './chaos.js'
export { type Latency, parseLatency } from './latency.js'
export type { MockOptions, RunningMock } from './options.js'
export { parsePrefer } from './prefer.js'
export { startPrismMock } from './prism.js'
export { checkSeed, SCENARIOS, type ScenarioName, type Seed, type SeedCode, scenarioSeed } from './seed.js'
export { DEMO_KEY, SEEDED, startStatefulMock } from './stateful.js'
