import { createReadStream, statSync } from 'node:fs'
import { createInterface } from 'node:readline'
import { Transform } from 'node:stream'
import { JSONParser } from '@streamparser/json'
import { parse } from 'csv-parse'
import { restoreCells } from './csv-cell.js'

/** The file formats an import reads (`dynqr import --format`). */
export const IMPORT_FORMATS = ['csv', 'json', 'jsonl'] as const
export type ImportFormat = (typeof IMPORT_FORMATS)[number]

/** One record of the file and where it is: its line (CSV, JSON Lines) or its position (JSON array). */
export interface ImportRecord {
  where: string
  record: Record<string, unknown>
  /** Why the record could not be read (not JSON, not an object); it is refused with this reason. */
  problem?: string
}

/** The format by the file's extension: .json, .jsonl / .ndjson, anything else CSV. */
export function formatOfFile(file: string): ImportFormat {
  if (/\.json$/i.test(file)) return 'json'
  if (/\.(jsonl|ndjson)$/i.test(file)) return 'jsonl'
  return 'csv'
}

/**
 * Reads a file a chunk at a time, never whole: CSV by csv-parse (header row, quoted fields,
 * embedded commas and newlines, a BOM), JSON Lines a line at a time, a JSON array (or an object
 * whose `data` is one, as Kutt's API answers) element by element with @streamparser/json.
 * `onBytes` is told how far into the file the reading is (the progress bar's measure).
 */
export async function* readImportFile(
  file: string,
  format: ImportFormat,
  onBytes: (read: number, total: number) => void = () => {},
): AsyncGenerator<ImportRecord> {
  const total = statSync(file).size
  let read = 0
  const counted = createReadStream(file).pipe(
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        read += chunk.length
        onBytes(read, total)
        done(null, chunk)
      },
    }),
  )
  if (format === 'csv') yield* csvRecords(counted)
  else if (format === 'jsonl') yield* jsonLines(counted)
  else yield* jsonArray(counted)
}

async function* csvRecords(input: NodeJS.ReadableStream): AsyncGenerator<ImportRecord> {
  const parser = input.pipe(parse({ bom: true, columns: true, trim: true, relax_column_count: true, raw: true }))
  // Lines counted from each record's raw text (csv-parse's own count drifts on CRLF inside quotes).
  let line = 2
  for await (const { record, raw } of parser as AsyncIterable<{ record: Record<string, string>; raw: string }>) {
    const first = line
    line += (raw.replace(/\r?\n$/, '').match(/\n/g)?.length ?? 0) + 1
    // A `'` dynqr's export put before a formula's first character is taken off again (csv-cell.ts).
    if (raw.trim() !== '') yield { where: `line ${first}`, record: restoreCells(record) }
  }
}

async function* jsonLines(input: NodeJS.ReadableStream): AsyncGenerator<ImportRecord> {
  let line = 0
  for await (const text of createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY })) {
    line += 1
    const trimmed = line === 1 ? text.replace(/^\uFEFF/, '').trim() : text.trim()
    if (trimmed === '') continue
    yield { where: `line ${line}`, ...parseLine(trimmed) }
  }
}

async function* jsonArray(input: NodeJS.ReadableStream): AsyncGenerator<ImportRecord> {
  let parser: JSONParser | undefined
  const found: unknown[] = []
  let item = 0
  for await (const chunk of input as AsyncIterable<Buffer>) {
    if (!parser) {
      const first = chunk
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .trimStart()[0]
      // An array's elements; or, for an object, the elements of its `data` (Kutt's list answer).
      parser = new JSONParser({ paths: [first === '[' ? '$.*' : '$.data.*'], keepStack: false })
      parser.onValue = ({ value }) => {
        found.push(value)
      }
      const bom = chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf
      parser.write(bom ? chunk.subarray(3) : chunk)
    } else parser.write(chunk)
    for (const value of found.splice(0)) {
      item += 1
      yield { where: `item ${item}`, ...asRecord(value) }
    }
  }
}

const parseLine = (text: string): Pick<ImportRecord, 'record' | 'problem'> => {
  try {
    return asRecord(JSON.parse(text))
  } catch {
    return { record: {}, problem: 'it is not valid JSON' }
  }
}

/** Anything that is not an object is refused with a reason. */
const asRecord = (value: unknown): Pick<ImportRecord, 'record' | 'problem'> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? { record: value as Record<string, unknown> }
    : { record: {}, problem: 'it is not a JSON object' }
