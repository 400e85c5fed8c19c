/**
 * The dashboard's import and export card (issue 31; review 2026-11, #7): a CSV import previewed
 * first (the columns found, the rows that will be sent, those that cannot be), then sent 100 rows at
 * a time; a row whose short id this account already holds with the same target counts as "already
 * there", as the CLI's skip-if-same rule, apart from the refused ones. A part that makes its own
 * section (moving-markup.ts) for dashboard-page.browser.ts to place.
 */
import type { BulkCreateResult, CreateQrCodeParams, Dynqr } from '@dynqr/sdk'
import { NotFoundError } from '@dynqr/sdk'
import { parse } from 'csv-parse/browser/esm/sync'
import { restoreCells } from '../../moving/csv-cell.js'
import { createBodyOf, IMPORT_ALIASES, mapRow, normaliseHeader } from '../../moving/import-columns.js'
import { attempt, byId, cell, type Session, say } from '../account-pages/session.browser.js'
import { MOVING_SECTION_HTML } from './moving-markup.js'

const CHUNK = 100

interface Row {
  line: string
  body: Record<string, unknown>
}

interface Preview {
  rows: Row[]
  columns: string[]
}

function resultRow(body: HTMLTableSectionElement, line: string, result: string, shortId: string, detail: string) {
  const row = body.insertRow()
  cell(row, line)
  cell(row, result)
  cell(row, shortId)
  cell(row, detail).classList.add('wrap')
}

/** The file's rows as create bodies, and the columns it has that the import reads. */
async function readFile(file: File): Promise<Preview> {
  const records = parse(await file.text(), {
    bom: true,
    columns: true,
    skip_empty_lines: true,
    trim: true,
    relax_column_count: true,
  }) as Record<string, string>[]
  const known = new Set(Object.values(IMPORT_ALIASES).flat())
  const headers = Object.keys(records[0] ?? {})
  // The header is line 1; rows with newlines inside quotes make this an approximation in the browser.
  return {
    rows: records.map((record, i) => ({ line: String(i + 2), body: createBodyOf(mapRow(restoreCells(record))) })),
    columns: headers.filter((header) => known.has(normaliseHeader(header))),
  }
}

/** The preview in words: what will be sent and what cannot be. */
function previewText({ rows, columns }: Preview): string {
  const missing = rows.filter((row) => row.body.targetUrl === undefined).length
  const tagged = rows.filter((row) => Array.isArray(row.body.tags) && row.body.tags.length > 0).length
  const found = columns.length === 0 ? 'no column the import reads' : `columns ${columns.join(', ')}`
  const parts = [
    `${rows.length} rows, ${found}.`,
    ` ${rows.length - missing} will be sent${tagged > 0 ? ` (${tagged} with tags)` : ''}`,
    missing > 0 ? `; ${missing} have no target URL and will be refused.` : '.',
    ' A row whose short id you already have, with the same target, is counted as already there.',
  ]
  return parts.join('')
}

/** Whether a taken short id is this account's code with the same target (the CLI's skip-if-same rule). */
async function alreadyThere(client: Dynqr, row: Row): Promise<boolean> {
  const shortId = row.body.customShortId
  if (typeof shortId !== 'string') return false
  try {
    return (await client.qrcodes.get(shortId)).targetUrl === row.body.targetUrl
  } catch (error) {
    if (error instanceof NotFoundError) return false
    throw error
  }
}

async function importRows(root: HTMLElement, client: Dynqr, rows: Row[]) {
  const progress = byId<HTMLProgressElement>(root, 'import-progress')
  const table = byId<HTMLTableElement>(root, 'import-results')
  const body = table.tBodies[0] as HTMLTableSectionElement
  body.replaceChildren()
  const counts = { created: 0, there: 0, refused: 0 }
  progress.hidden = false
  progress.max = Math.max(rows.length, 1)
  progress.value = 0
  table.hidden = false
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK)
    const sendable = chunk.filter((row) => row.body.targetUrl !== undefined)
    for (const row of chunk.filter((r) => r.body.targetUrl === undefined)) {
      counts.refused += 1
      resultRow(body, row.line, 'Refused', '', 'No target URL column (long_url, url, target…)')
    }
    const results: BulkCreateResult[] =
      sendable.length === 0 ? [] : await client.qrcodes.bulkCreate(sendable.map((r) => r.body as CreateQrCodeParams))
    for (const result of results) {
      const row = sendable[result.index] ?? { line: '', body: {} }
      const id = String(row.body.customShortId ?? '')
      if (result.qrCode) {
        counts.created += 1
        resultRow(body, row.line, 'Created', result.qrCode.shortId, result.qrCode.targetUrl)
      } else if (result.status === 409 && (await alreadyThere(client, row))) {
        counts.there += 1
        resultRow(body, row.line, 'Already there', id, 'You have this code with this target: nothing changed.')
      } else {
        counts.refused += 1
        resultRow(body, row.line, 'Refused', id, result.error?.message ?? '')
      }
    }
    progress.value = Math.min(start + CHUNK, rows.length)
  }
  const { created, there, refused } = counts
  byId(root, 'import-summary').textContent =
    `${rows.length} rows: ${created} created, ${there} already there, ${refused} refused.`
  say(`Imported ${created} of ${rows.length} rows.`, refused > 0 ? 'info' : 'success')
}

async function exportFile(client: Dynqr, format: 'csv' | 'ndjson') {
  const accept = format === 'csv' ? 'text/csv' : 'application/x-ndjson'
  const { data, response } = await client.raw.GET('/qrcode/export', { parseAs: 'blob', headers: { accept } })
  if (!response.ok || !data) throw new Error(`The export failed (${response.status})`)
  const link = document.createElement('a')
  link.href = URL.createObjectURL(data as Blob)
  link.download = `qrcodes.${format}`
  link.click()
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000)
  say(`Exported the codes as ${format === 'csv' ? 'CSV' : 'JSON Lines'}.`, 'success')
}

/** Makes the card (the page places its `root`): preview, import, export. */
export function mountMoving(session: Session, reload: () => void): { root: HTMLElement } {
  const root = document.createElement('section')
  root.id = 'moving'
  root.className = 'card'
  root.setAttribute('aria-labelledby', 'moving-title')
  root.innerHTML = MOVING_SECTION_HTML
  const preview = byId<HTMLElement>(root, 'import-preview')
  let pending: Preview | undefined
  byId<HTMLFormElement>(root, 'import-form').addEventListener('submit', (event) => {
    event.preventDefault()
    const file = byId<HTMLInputElement>(root, 'import-file').files?.[0]
    if (!file) return
    void attempt(async () => {
      pending = await readFile(file)
      byId(root, 'import-preview-summary').textContent = previewText(pending)
      byId(root, 'import-go').textContent = `Import ${pending.rows.length} rows`
      preview.hidden = false
    })
  })
  byId<HTMLButtonElement>(root, 'import-go').addEventListener('click', () => {
    const rows = pending?.rows ?? []
    preview.hidden = true
    pending = undefined
    void attempt(() => importRows(root, session.client(), rows).then(reload))
  })
  byId<HTMLButtonElement>(root, 'import-cancel').addEventListener('click', () => {
    preview.hidden = true
    pending = undefined
    say('Nothing was imported.')
  })
  byId<HTMLButtonElement>(root, 'export-csv').addEventListener(
    'click',
    () => void attempt(() => exportFile(session.client(), 'csv')),
  )
  byId<HTMLButtonElement>(root, 'export-ndjson').addEventListener(
    'click',
    () => void attempt(() => exportFile(session.client(), 'ndjson')),
  )
  return { root }
}
