/** @dynqr/mock — the dynqr API mocked for front-end teams, at /api/v1. */
export { type Latency, parseLatency } from './latency.js'
export { parsePrefer } from './prefer.js'
export { startPrismMock } from './prism.js'
export { DEMO_KEY, type MockOptions, type RunningMock, SEEDED, startStatefulMock } from './stateful.js'
