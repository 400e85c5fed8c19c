/**
 * The program-level parts of `dynqr`: `serve` (the default command), `migrate`, `--version`, and
 * how failures become exit codes and (under --json) JSON on stderr. The keys and accounts
 * subcommands live in dynqr-cli.ts.
 *
 * Exit codes, as the contract-test kit's: 0 done, 1 failed, 2 bad usage or configuration.
 */
import type { Command } from 'commander'
import { CommanderError } from 'commander'
import { ConfigError, DEFAULT_DATABASE_URL, loadConfig, parseDatabaseUrl, type ServicesConfig } from '../config.js'
import { DomainError } from '../domain/domain-error.js'
import { packageVersion } from '../package-version.js'
import { openServices } from '../program.js'
import { describeStartFailure } from '../start-errors.js'
import { startServer } from '../start-server.js'

export interface ProgramIo {
  env: NodeJS.ProcessEnv
  out: (text: string) => void
  err: (text: string) => void
}

export function addProgramCommands(program: Command, io: ProgramIo, config: () => ServicesConfig): void {
  program.version(packageVersion(), '-V, --version', 'print the version')
  program
    .command('serve', { isDefault: true })
    .description('start the server (the default command); configured by the environment and .env')
    .action(async () => {
      await startServer(loadConfig(io.env))
      // Serves until SIGTERM or SIGINT, whose graceful shutdown exits the process.
      await new Promise<never>(() => {})
    })
  program
    .command('migrate')
    .description('apply pending database migrations and exit (the server also does it at start)')
    .option('--json', 'print JSON')
    .action(async (opts: { json?: boolean }) => {
      const settings = config()
      // Opening the store migrates it (program.ts, openServices).
      await (await openServices(settings)).close()
      const { database } = settings
      const data = { migrated: true, database: database.kind }
      io.out(opts.json ? `${JSON.stringify(data, null, 2)}\n` : `The ${database.kind} database is up to date.\n`)
    })
}

interface Failure {
  exitCode: number
  code: string
  message: string
}

function classify(error: unknown, env: NodeJS.ProcessEnv): Failure {
  if (error instanceof CommanderError) {
    return { exitCode: error.exitCode === 0 ? 0 : 2, code: 'USAGE', message: error.message.replace(/^error: /, '') }
  }
  if (error instanceof DomainError) return { exitCode: 1, code: error.code, message: error.message }
  let database: string | undefined
  try {
    database = parseDatabaseUrl(env.DATABASE_URL || DEFAULT_DATABASE_URL).kind
  } catch {}
  const failure = describeStartFailure(error, { database, port: Number(env.PORT) || 3000 })
  const code = error instanceof ConfigError ? 'CONFIGURATION' : 'FAILED'
  return { exitCode: failure.exitCode, code, message: failure.message.replace(/^configuration error: /, '') }
}

/** Reports a failure, as text or (with --json) `{ "error", "message" }` on stderr; returns the exit code. */
export function reportFailure(error: unknown, json: boolean, io: ProgramIo): number {
  const failure = classify(error, io.env)
  if (failure.exitCode === 0) return 0
  if (json) io.err(`${JSON.stringify({ error: failure.code, message: failure.message })}\n`)
  else if (!(error instanceof CommanderError)) io.err(`dynqr: ${failure.message}\n`)
  return failure.exitCode
}
