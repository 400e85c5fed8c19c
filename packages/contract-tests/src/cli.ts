/**
 * dynqr-contract --base-url URL --api-key KEY [--site-url URL] [--other-api-key KEY]
 *                [--profile mock|full] [--generated] [--timeout MS] [--only TEXT…] [--skip TEXT…]
 *                [--json] [--junit FILE]
 *                [--json] [--junit FILE] [--version]
 * Exits 0 when every check passes, 1 when any fails or none ran, 2 on bad usage or when the
 * API cannot be reached with the key (one line saying why).
 */
import { appendFile, writeFile } from 'node:fs/promises'
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander'
import { ContractKit, DEFAULT_TIMEOUT_MS, type Profile } from './kit.js'
import { githubAnnotations, githubSummary, jsonReport, junit, summary } from './report.js'
import { KIT_VERSION, versions } from './version.js'

// `dynqr-contract webhooks …` is the webhook receiver harness: the `webhooks` profile.
if (process.argv[2] === 'webhooks') process.argv.splice(2, 1, '--profile', 'webhooks')
await main()

async function main() {
  const positive = (value: string) => {
    const n = Number(value)
    if (!Number.isInteger(n) || n <= 0) throw new InvalidArgumentError('must be a whole number of milliseconds above 0')
    return n
  }
  const collect = (value: string, previous: string[] = []) => {
    // `--skip "$SKIP"` with an empty variable would match every check: refuse it instead.
    if (value.trim() === '') throw new InvalidArgumentError('must not be empty (it would match every check)')
    return [...previous, value]
  }

  const program = new Command('dynqr-contract')
    .description('Checks that a dynqr deployment, or the mock, keeps the contract in openapi.yaml')
    .version(KIT_VERSION, '-v, --version')
    .requiredOption(
      '--base-url <url>',
      '{base_url} of the API, e.g. https://qr.example/api/v1 (dynqr-mock too; a bare prism mock: its root)',
    )
    .requiredOption('--api-key <key>', 'an API key of the deployment (use a test account)', process.env.DYNQR_API_KEY)
    .option('--site-url <url>', '{site_url} of short links; default: base URL without /api/v1')
    .option('--other-api-key <key>', "a key of a second account, to check that accounts can't see each other's codes")
    .addOption(
      new Option('--profile <profile>', 'mock: stateless checks; full: the stateful behaviour too')
        .choices(['mock', 'full', 'webhooks'])
        .default('full'),
    )
    .option(
      '--generated',
      'also run checks generated from openapi.yaml: negative cases, properties, links (full profile)',
    )
    .option('--timeout <ms>', 'fail a request not answered within this many milliseconds', positive, DEFAULT_TIMEOUT_MS)
    .option('--only <text>', 'run only checks whose "operationId: name" contains this (repeatable)', collect)
    .option('--skip <text>', 'skip checks whose "operationId: name" contains this (repeatable)', collect)
    .option('--json', 'print the report as JSON instead of text')
    .option('--junit <file>', 'also write JUnit XML to this file')
    .option('--receiver-host <host>', 'webhooks: the address the harness receiver listens on', '127.0.0.1')
    .option('--receiver-port <port>', 'webhooks: its port (default: a free one)', (v) => Number(v))
    .option(
      '--receiver-url <url>',
      'webhooks: the URL to register, when the deployment reaches the receiver elsewhere (a tunnel)',
    )
    .option('--wait <ms>', 'webhooks: how long to wait for the deliveries, a retry included', positive, 30_000)
    .option('--via-prism-proxy', "the URLs are Prism's validation proxy: skip what it answers itself")
    .exitOverride()

  try {
    program.parse()
  } catch (error) {
    process.exit(error instanceof CommanderError && error.exitCode === 0 ? 0 : 2)
  }
  const options = program.opts<{
    baseUrl: string
    apiKey: string
    siteUrl?: string
    otherApiKey?: string
    profile: Profile
    junit?: string
    viaPrismProxy?: boolean
    generated?: boolean
    timeout: number
    only?: string[]
    skip?: string[]
    json?: boolean
  }>()

  const kit = new ContractKit({
    baseUrl: options.baseUrl,
    apiKey: options.apiKey,
    profile: options.profile,
    viaPrismProxy: Boolean(options.viaPrismProxy),
    generated: Boolean(options.generated),
    timeoutMs: options.timeout,
    ...(options.only && { only: options.only }),
    ...(options.skip && { skip: options.skip }),
    ...(options.siteUrl && { siteUrl: options.siteUrl }),
    ...(options.otherApiKey && { otherApiKey: options.otherApiKey }),
  })
  const problem = await kit.preflight()
  if (problem) {
    process.stderr.write(`dynqr-contract: ${problem}\n`)
    process.exit(2)
  }
  // Interrupted (Ctrl-C, a CI cancel): still delete the codes made so far.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void kit.cleanup().finally(() => process.exit(1))
    })
  }
  const results = await kit.run()
  const target = `${options.baseUrl} (${options.profile} profile${options.generated ? ', generated' : ''}; ${versions()})`
  process.stdout.write(options.json ? jsonReport(results, target) : summary(results, target))
  if (kit.rateLimited > 0) {
    process.stderr.write(
      `dynqr-contract: waited out ${kit.rateLimited} rate-limit refusal(s) (429, not counted as failures)\n`,
    )
  }
  if (options.junit) await writeFile(options.junit, junit(results, options.baseUrl))
  if (process.env.GITHUB_ACTIONS === 'true') {
    process.stdout.write(githubAnnotations(results))
    if (process.env.GITHUB_STEP_SUMMARY)
      await appendFile(process.env.GITHUB_STEP_SUMMARY, githubSummary(results, target))
  }
  const ran = results.filter((r) => !r.skipped).length
  if (ran === 0) {
    process.stderr.write('dynqr-contract: no check ran (every check was skipped: look at --only/--skip)\n')
    process.exit(1)
  }
  process.exit(results.every((r) => r.passed) ? 0 : 1)
}
