/**
 * dynqr-mock [--stateful] [--port N] [--host H] [--public-url URL] [--latency MS|MIN-MAX]
 *            [--error-rate R] [--rate-limit N[/Ss]] [--seed FILE] [--scenario NAME] [--version]
 * Serves the dynqr API at http://HOST:PORT/api/v1: Prism from the contract, or (--stateful) the
 * reference server in memory. Exits 2 on bad usage; stops on Ctrl-C.
 */
import { readFileSync } from 'node:fs'
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander'
import { parseErrorRate, parseRateLimit } from './chaos.js'
import { parseLatency } from './latency.js'
import type { MockOptions } from './options.js'
import { checkSeed, DEMO_KEY, SCENARIOS, type ScenarioName, type Seed } from './seed.js'

const VERSION = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string })
  .version

const port = (value: string) => {
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0 || n > 65_535) throw new InvalidArgumentError('must be a port, 0 to 65535')
  return n
}
/** Turns a parser's error into commander's usage error. */
const parsed =
  <T>(parse: (text: string) => T) =>
  (value: string): T => {
    try {
      return parse(value)
    } catch (error) {
      throw new InvalidArgumentError((error as Error).message)
    }
  }
const publicUrl = parsed((value: string) => {
  const url = new URL(value)
  if (!/^https?:$/.test(url.protocol)) throw new Error('must be an http: or https: URL')
  return url.href.replace(/\/+$/, '')
})
const seedFile = parsed((file: string): Seed => checkSeed(JSON.parse(readFileSync(file, 'utf8'))))

const program = new Command('dynqr-mock')
  .description('The dynqr API mocked at /api/v1: from the contract (Prism), or stateful (--stateful)')
  .version(VERSION, '-v, --version')
  .option('--stateful', 'the reference server on an in-memory store: create, then get, update, scan, delete')
  .option('--port <port>', 'port (default 4010; 4020 with --stateful; or MOCK_PORT; 0: a free one)', port)
  .option('--host <host>', 'address to listen on (0.0.0.0: every interface, for a phone)', '127.0.0.1')
  .option('--public-url <url>', 'where a phone reaches the mock: the base of qrCodeUrl (stateful)', publicUrl)
  .option('--latency <ms>', 'delay every answer: 300, or a random 100-800', parsed(parseLatency))
  .option('--error-rate <share>', 'answer this share of API requests with 500/503: 0.1 or 10%', parsed(parseErrorRate))
  .option(
    '--rate-limit <quota>',
    'requests per key per minute (30) or window (5/10s); then 429',
    parsed(parseRateLimit),
  )
  .option('--seed <file>', 'the stateful mock starts with this JSON seed (see docs/mock.md)', seedFile)
  .addOption(new Option('--scenario <name>', 'the stateful mock starts with a named data set').choices(SCENARIOS))
  .exitOverride()

try {
  program.parse()
} catch (error) {
  process.exit(error instanceof CommanderError && error.exitCode === 0 ? 0 : 2)
}
const options = program.opts<
  Omit<MockOptions, 'port' | 'host' | 'scenario'> & {
    stateful?: boolean
    port?: number
    host: string
    scenario?: ScenarioName
  }
>()
if (!options.stateful && (options.seed || options.scenario || options.publicUrl)) {
  process.stderr.write('dynqr-mock: --seed, --scenario and --public-url need --stateful (Prism is stateless)\n')
  process.exit(2)
}
const chosen = options.port ?? (process.env.MOCK_PORT ? port(process.env.MOCK_PORT) : options.stateful ? 4020 : 4010)
/** The server (stateful) and Prism are optional peers of the package: installed for the processes only. */
async function starter() {
  try {
    return options.stateful
      ? (await import('./stateful.js')).startStatefulMock
      : (await import('./prism.js')).startPrismMock
  } catch (error) {
    const missing = options.stateful ? '@dynqr/server' : '@stoplight/prism-cli'
    if ((error as { code?: string }).code !== 'ERR_MODULE_NOT_FOUND') throw error
    process.stderr.write(
      `dynqr-mock: ${options.stateful ? '--stateful' : 'the Prism mock'} needs ${missing}: npm install --save-dev ${missing}\n`,
    )
    process.exit(2)
  }
}
const mock = await (await starter())({ ...options, port: chosen }).catch((error: unknown) => {
  process.stderr.write(`dynqr-mock: ${(error as Error).message}\n`)
  process.exit(2)
})
const extras = [
  options.latency && `  latency:  ${options.latency.min}-${options.latency.max} ms`,
  options.errorRate && `  errors:   ${Math.round(options.errorRate * 100)}% of API requests answer 500/503`,
  options.rateLimit &&
    `  limit:    ${options.rateLimit.quota} requests per ${options.rateLimit.windowSeconds} s per key`,
  options.stateful && options.publicUrl && `  codes at: ${options.publicUrl}/<shortId>`,
  `  control:  POST ${mock.url}/__mock/reset, /__mock/scenario/<${SCENARIOS.join('|')}>, /__mock/seed`,
]
  .filter(Boolean)
  .join('\n')
process.stdout.write(
  options.stateful
    ? `dynqr stateful mock on ${mock.url} (in memory; forgotten at exit)
  base URL: ${mock.url}/api/v1
  API key:  ${DEMO_KEY}
  data:     ${options.seed ? 'the seed file' : `scenario ${options.scenario ?? 'demo'}`}
${extras}
`
    : `dynqr contract mock (Prism) on ${mock.url}
  base URL: ${mock.url}/api/v1 (any key; Prefer: code=404 or example=<name> picks an answer)
${extras}
`,
)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void mock.close().finally(() => process.exit(0))
  })
}
