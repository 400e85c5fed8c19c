import type { QrCode } from '@dynqr/contract'
import { stringify } from 'csv-stringify/sync'
import { FIELD_ENTRIES } from '../domain/qr-code-fields.js'
import { tagsCell } from '../domain/codes/code-tags.js'
import { safeCell } from './csv-cell.js'

/** The columns the record does not hold (the presenter makes them), at their place in a CSV export. */
const DERIVED_CSV_COLUMNS: Partial<Record<keyof QrCode, number>> = { qrCodeUrl: 11 }

/**
 * The columns of a CSV export, in order (openapi.yaml, exportQrCodes): the field table's `csv`
 * places (domain/qr-code-fields.ts) and the derived ones; `dynqr import` reads them back.
 */
export const EXPORT_COLUMNS: readonly (keyof QrCode)[] = [
  ...FIELD_ENTRIES.flatMap(([name, spec]) =>
    spec.csv === undefined ? [] : [[spec.api ?? (name as keyof QrCode), spec.csv] as const],
  ),
  ...(Object.entries(DERIVED_CSV_COLUMNS) as [keyof QrCode, number][]),
]
  .sort(([, a], [, b]) => a - b)
  .map(([column]) => column)

/**
 * The contract's QrCode fields a CSV export leaves out, and why; NDJSON carries every field.
 * test/moving/export-columns.test.ts fails on a field that is in neither list.
 */
export const NOT_IN_CSV: Partial<Record<keyof QrCode, string>> = {
  editUrl: 'made from the site and shortId: the importing server has its own',
  qrCodeOptions: 'a nested object: the styling travels in NDJSON',
  styleId: "names a template of the exporting account, meaningless in another's",
  scanLimitCounts: 'not among the columns the contract fixed for the CSV (exportQrCodes); NDJSON carries it',
  onTargetFailing: 'not among the columns the contract fixed for the CSV (exportQrCodes); NDJSON carries it',
  targetHealth: 'what the health checks of the exporting server found, not a setting of the code',
  domain: 'names a custom domain of the exporting account, verified on its server only; NDJSON carries it',
  rules: 'a nested list (issue #43): routing travels in NDJSON',
  variants: 'a nested list (issue #43): routing travels in NDJSON',
  hasPassword: 'the password itself is never exported (only its hash is stored); set it again after an import',
  forwardQuery: 'not among the columns the contract fixed for the CSV (exportQrCodes); NDJSON carries it',
  utm: 'a nested object (issue #43): routing travels in NDJSON',
}

/** The export's formats: `dynqr export --format` and the API's by `Accept`. */
export const EXPORT_FORMATS = ['csv', 'ndjson'] as const
export type ExportFormat = (typeof EXPORT_FORMATS)[number]

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  ndjson: 'application/x-ndjson; charset=utf-8',
}

/** CSV when `Accept` names text/csv, NDJSON otherwise (the contract's rule). */
export const exportFormatFromAccept = (accept: string | undefined): ExportFormat =>
  accept?.toLowerCase().includes('text/csv') ? 'csv' : 'ndjson'

/**
 * One code as a CSV line (RFC 4180 quoting by csv-stringify; `null` as an empty field), every cell
 * that could start a formula behind a `'` (csv-cell.ts).
 */
const csvLine = (code: QrCode) => stringify([EXPORT_COLUMNS.map((column) => safeCell(cellOf(code[column])))])

/** A field as a cell: tags joined by `, ` (code-tags.ts), anything else as text, `null` empty. */
const cellOf = (value: QrCode[keyof QrCode]): string =>
  Array.isArray(value) ? tagsCell(value as string[]) : String(value ?? '')

/**
 * The codes as text, a line per code (CSV after its header line): a generator the writer pulls,
 * so only the line being written is held, whatever the number of codes.
 */
export async function* exportLines(codes: AsyncIterable<QrCode>, format: ExportFormat): AsyncGenerator<string> {
  if (format === 'csv') yield stringify([[...EXPORT_COLUMNS]])
  for await (const code of codes) yield format === 'csv' ? csvLine(code) : `${JSON.stringify(code)}\n`
}
