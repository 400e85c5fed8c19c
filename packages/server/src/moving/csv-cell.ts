/**
 * CSV cells a spreadsheet will not run (PRODUCT.md, "Resource limits every tenant lives under";
 * OWASP's CSV-injection rule): a cell that starts with `=`, `+`, `-`, `@`, tab or carriage return
 * is written with a leading `'`, which Excel, LibreOffice and Google Sheets read as "text" and do
 * not show. Every CSV dynqr writes goes through `safeCell` (the export, the stats); its CSV
 * import undoes it with `restoreCell`, so an export reads back as it was. No Node imports: the
 * dashboard's import uses it too.
 */
const FORMULA_START = /^[=+\-@\t\r]/
/** A `'` that dynqr's writer (or a spreadsheet user) put before a formula's first character. */
const ESCAPED_FORMULA_START = /^'[=+\-@\t\r]/

/** The cell's text as written to a CSV file: with a leading `'` when it could start a formula. */
export const safeCell = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text)

/**
 * A CSV cell as read back: a `'` before one of the formula characters is dropped, since only a
 * writer guarding against formulas puts it there. Any other `'` is kept.
 */
export const restoreCell = (text: string): string => (ESCAPED_FORMULA_START.test(text) ? text.slice(1) : text)

/** A CSV record (by header) with every cell restored. */
export const restoreCells = (record: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(record).map(([name, value]) => [name, restoreCell(value)]))
