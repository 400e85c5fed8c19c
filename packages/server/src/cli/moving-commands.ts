/**
 * `dynqr import FILE` and `dynqr export` (issue 31, docs/import-export.md): codes in and out of an
 * account through the domain's QrCodeService, files streamed, never read or written whole.
 */
import { createWriteStream } from 'node:fs'
import { Readable, Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { Presets, SingleBar } from 'cli-progress'
import { type Command, Option } from 'commander'
import type { ServicesConfig } from '../config.js'
import { DomainError } from '../domain/domain-error.js'
import type { Store } from '../domain/store.js'
import { EXPORT_FORMATS, type ExportFormat, exportLines } from '../moving/export-rows.js'
import { formatOfFile, IMPORT_FORMATS, type ImportFormat, readImportFile } from '../moving/import-reader.js'
import { type ImportSummary, importRecords, ON_CONFLICTS, type OnConflict } from '../moving/import-run.js'
import { type OpenServices, openServices } from '../program.js'

export interface MovingIo {
  env: NodeJS.ProcessEnv
  out: (text: string) => void
  err: (text: string) => void
  /** Where a progress bar can be drawn (a terminal's stderr); plain lines without it. */
  progressTty?: NodeJS.WriteStream
  /** Where `dynqr export` writes without --output (process.stdout, with backpressure); `out` when missing. */
  stdout?: NodeJS.WritableStream
}

/** The CLI's configuration, and its store and services (program.ts, openServices), opened once. */
export interface MovingServices {
  config: () => ServicesConfig
  withServices: <T>(work: (opened: OpenServices) => Promise<T>) => Promise<T>
}

/** Plain progress lines every this many rows when not on a terminal. */
const PLAIN_EVERY = 1_000

async function accountIdOf(store: Store, name: string): Promise<string> {
  const account = await store.accounts.findByName(name)
  if (!account) throw new DomainError('NOT_FOUND', `No account named ${name} (dynqr accounts list)`)
  return account.id
}

interface ImportOptions {
  account: string
  dryRun?: boolean
  onConflict: OnConflict
  format?: ImportFormat
  json?: boolean
}

function progressOf(io: MovingIo) {
  if (io.progressTty) {
    const bar = new SingleBar(
      {
        stream: io.progressTty,
        format: 'import |{bar}| {percentage}% | {read} rows: {created} created, {skipped} skipped, {refused} refused',
        hideCursor: true,
      },
      Presets.shades_classic,
    )
    let started = false
    let bytes = 0
    return {
      bytes: (read: number, total: number) => {
        if (!started) bar.start(Math.max(total, 1), 0, { read: 0, created: 0, skipped: 0, refused: 0 })
        started = true
        bytes = read
      },
      row: (s: ImportSummary) =>
        bar.update(bytes, { read: s.read, created: s.created, skipped: s.skipped, refused: s.refused.length }),
      stop: () => started && bar.stop(),
    }
  }
  let percent = 0
  return {
    bytes: (read: number, total: number) => {
      percent = total === 0 ? 100 : Math.floor((read * 100) / total)
    },
    row: (s: ImportSummary) => {
      if (s.read % PLAIN_EVERY === 0) io.err(`import: ${s.read} rows read (${percent}% of the file)\n`)
    },
    stop: () => {},
  }
}

function report(summary: ImportSummary, dryRun: boolean): string {
  const verb = dryRun ? 'would be created (dry run: nothing was written)' : 'created'
  const lines = [
    `${summary.read} rows read: ${summary.created} ${verb}, ${summary.skipped} already there (skipped), ${summary.refused.length} refused.`,
    ...summary.refused.map((r) => `  ${r.where}: ${r.reason}`),
  ]
  if (summary.stoppedAt) lines.push(`Stopped at ${summary.stoppedAt}: a short id is taken (--on-conflict fail).`)
  return `${lines.join('\n')}\n`
}

export function addMovingCommands(program: Command, io: MovingIo, { config, withServices }: MovingServices): void {
  program
    .command('import')
    .description('import codes from a CSV or JSON file (exports of Bitly, Dub, Shlink, Kutt or dynqr)')
    .argument('<file>', 'a .csv, .json (an array) or .jsonl / .ndjson file')
    .requiredOption('--account <name>', 'the account the codes go to')
    .option('--dry-run', 'check every row and report, write nothing')
    .addOption(
      new Option('--on-conflict <what>', 'a short id already used by another code: skip the row or fail')
        .choices(ON_CONFLICTS)
        .default('skip'),
    )
    .addOption(new Option('--format <format>', 'the file format (default: by extension)').choices(IMPORT_FORMATS))
    .option('--json', 'print the summary as JSON')
    .action(async (file: string, opts: ImportOptions) => {
      const summary = await withServices(async ({ store, services }) => {
        const accountId = await accountIdOf(store, opts.account)
        const progress = progressOf(io)
        // A dry run creates in an empty memory store, with the same services and caps.
        const dry = opts.dryRun ? await openServices({ ...config(), database: { kind: 'memory' } }) : undefined
        // Its codes belong to the account, as on every store (the memory store is SQLite in memory).
        await dry?.store.accounts.create({ id: accountId, name: opts.account, createdAt: Date.now() })
        try {
          // Imports are held to the account's cap as the API's creates are (MAX_CODES_PER_ACCOUNT).
          return await importRecords(readImportFile(file, opts.format ?? formatOfFile(file), progress.bytes), {
            codes: services.codes,
            accountId,
            ...(dry && { dryRunCodes: dry.services.codes }),
            onConflict: opts.onConflict,
            onRow: progress.row,
            // The audit log names the command line as the author (no key, no person).
            onCreated: (code) =>
              services.audit.record(
                accountId,
                { principal: null, label: 'dynqr import' },
                {
                  action: 'qrcode.created',
                  resource: { type: 'qrcode', id: code.shortId },
                  changes: { targetUrl: { old: null, new: code.targetUrl } },
                },
              ),
          })
        } finally {
          progress.stop()
          await dry?.close()
        }
      })
      io.out(
        opts.json
          ? `${JSON.stringify({ ...summary, dryRun: Boolean(opts.dryRun) }, null, 2)}\n`
          : report(summary, Boolean(opts.dryRun)),
      )
      if (summary.stoppedAt) throw new DomainError('CONFLICT', `import stopped at ${summary.stoppedAt}`)
    })

  program
    .command('export')
    .description("write an account's codes as CSV or JSON Lines, streamed (any number of codes)")
    .requiredOption('--account <name>', 'the account whose codes to export')
    .addOption(new Option('--format <format>', EXPORT_FORMATS.join(' or ')).choices(EXPORT_FORMATS).default('csv'))
    .option('--output <file>', 'write to this file (default: standard output)')
    .option('--q <text>', "only codes whose target, id or title contains this (as the list's q)")
    .addOption(new Option('--active <flag>', 'only active (true) or inactive (false) codes').choices(['true', 'false']))
    .action(async (opts: { account: string; format: ExportFormat; output?: string; q?: string; active?: string }) => {
      await withServices(async ({ store, services }) => {
        const accountId = await accountIdOf(store, opts.account)
        const filters = { q: opts.q, ...(opts.active !== undefined && { active: opts.active === 'true' }) }
        const lines = Readable.from(exportLines(services.codes.walk(accountId, filters), opts.format))
        const sink =
          opts.output !== undefined
            ? createWriteStream(opts.output)
            : (io.stdout ??
              new Writable({
                write(chunk: Buffer, _encoding, done) {
                  io.out(chunk.toString())
                  done()
                },
              }))
        await pipeline(lines, sink, { end: opts.output !== undefined || io.stdout === undefined })
      })
    })
}
