/**
 * dynqr-mock [--stateful] [--port N] [--host H] [--latency MS|MIN-MAX]
 * Serves the dynqr API at http://HOST:PORT/api/v1: Prism from the contract, or (--stateful) the
 * reference server in memory. Exits 2 on bad usage; stops on Ctrl-C.
 */
import { Command, CommanderError, InvalidArgumentError } from 'commander'
import { type Latency, parseLatency } from './latency.js'
import { startPrismMock } from './prism.js'
import { DEMO_KEY, SEEDED, startStatefulMock } from './stateful.js'

const port = (value: string) => {
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1 || n > 65_535) throw new InvalidArgumentError('must be a port, 1 to 65535')
  return n
}
const latency = (value: string) => {
  try {
    return parseLatency(value)
  } catch (error) {
    throw new InvalidArgumentError((error as Error).message)
  }
}

const program = new Command('dynqr-mock')
  .description('The dynqr API mocked at /api/v1: from the contract (Prism), or stateful (--stateful)')
  .option('--stateful', 'the reference server on an in-memory store: create, then get, update, scan, delete')
  .option('--port <port>', 'port (default 4010; 4020 with --stateful; or MOCK_PORT)', port)
  .option('--host <host>', 'address to listen on', '127.0.0.1')
  .option('--latency <ms>', 'delay every answer: 300, or a random 100-800', latency)
  .exitOverride()

try {
  program.parse()
} catch (error) {
  process.exit(error instanceof CommanderError && error.exitCode === 0 ? 0 : 2)
}
const options = program.opts<{ stateful?: boolean; port?: number; host: string; latency?: Latency }>()
const chosen = options.port ?? (process.env.MOCK_PORT ? port(process.env.MOCK_PORT) : options.stateful ? 4020 : 4010)
const mock = await (options.stateful ? startStatefulMock : startPrismMock)({
  port: chosen,
  host: options.host,
  ...(options.latency && { latency: options.latency }),
})
const delayed = options.latency ? `\n  latency:  ${options.latency.min}-${options.latency.max} ms` : ''
process.stdout.write(
  options.stateful
    ? `dynqr stateful mock on ${mock.url} (in memory; forgotten at exit)
  base URL: ${mock.url}/api/v1
  API key:  ${DEMO_KEY}
  seeded:   ${SEEDED.join(', ')}${delayed}
`
    : `dynqr contract mock (Prism) on ${mock.url}
  base URL: ${mock.url}/api/v1 (any key; Prefer: code=404 or example=<name> picks an answer)${delayed}
`,
)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void mock.close().finally(() => process.exit(0))
  })
}
