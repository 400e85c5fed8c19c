import type { QrCode } from '@dynqr/contract'
import { stringify } from 'csv-stringify/sync'
import { safeCell } from './csv-cell.js'

/** The columns of a CSV export, in order (openapi.yaml, exportQrCodes); `dynqr import` reads them back. */
export const EXPORT_COLUMNS = [
  'shortId',
  'targetUrl',
  'title',
  'active',
  'expiresAt',
  'maxScans',
  'fallbackUrl',
  'views',
  'createdAt',
  'updatedAt',
  'qrCodeUrl',
] as const satisfies readonly (keyof QrCode)[]

export type ExportFormat = 'csv' | 'ndjson'

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
const csvLine = (code: QrCode) => stringify([EXPORT_COLUMNS.map((column) => safeCell(String(code[column] ?? '')))])

/**
 * The codes as text, a line per code (CSV after its header line): a generator the writer pulls,
 * so only the line being written is held, whatever the number of codes.
 */
export async function* exportLines(codes: AsyncIterable<QrCode>, format: ExportFormat): AsyncGenerator<string> {
  if (format === 'csv') yield stringify([[...EXPORT_COLUMNS]])
  for await (const code of codes) yield format === 'csv' ? csvLine(code) : `${JSON.stringify(code)}\n`
}
