/**
 * dynqr-contract --base-url URL --api-key KEY [--site-url URL] [--other-api-key KEY]
 *                [--profile mock|full] [--junit FILE]
 * Exits 0 when every check passes, 1 when any fails, 2 on bad usage.
 */
import { writeFile } from 'node:fs/promises'
import { Command, CommanderError, Option } from 'commander'
import { ContractKit, type Profile } from './kit.js'
import { junit, summary } from './report.js'

const program = new Command('dynqr-contract')
  .description('Checks that a dynqr deployment, or the mock, keeps the contract in openapi.yaml')
  .requiredOption('--base-url <url>', '{base_url} of the API, e.g. https://qr.example/api/v1 (the mock: its root)')
  .requiredOption('--api-key <key>', 'an API key of the deployment (use a test account)', process.env.DYNQR_API_KEY)
  .option('--site-url <url>', '{site_url} of short links; default: base URL without /api/v1')
  .option('--other-api-key <key>', "a key of a second account, to check that accounts can't see each other's codes")
  .addOption(
    new Option('--profile <profile>', 'mock: stateless checks; full: the stateful behaviour too')
      .choices(['mock', 'full'])
      .default('full'),
  )
  .option('--junit <file>', 'also write JUnit XML to this file')
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
}>()

const kit = new ContractKit({
  baseUrl: options.baseUrl,
  apiKey: options.apiKey,
  profile: options.profile,
  viaPrismProxy: Boolean(options.viaPrismProxy),
  ...(options.siteUrl && { siteUrl: options.siteUrl }),
  ...(options.otherApiKey && { otherApiKey: options.otherApiKey }),
})
const results = await kit.run()
process.stdout.write(summary(results, `${options.baseUrl} (${options.profile} profile)`))
if (options.junit) await writeFile(options.junit, junit(results, options.baseUrl))
process.exit(results.every((r) => r.passed) ? 0 : 1)
