/**
 * The dashboard's bulk-action bar, CSV import and export (issue 31): a part that makes its own
 * section (moving-markup.ts) for dashboard-page.browser.ts to place. The selection is the list's,
 * read through its API (`CodeList`), never from its table.
 */
import type { BulkChangeResult, BulkCreateResult, CreateQrCodeParams, Dynqr } from '@dynqr/sdk'
import { parse } from 'csv-parse/browser/esm/sync'
import { restoreCells } from '../../moving/csv-cell.js'
import { createBodyOf, mapRow } from '../../moving/import-columns.js'
import type { CodeList } from '../account-pages/code-list.browser.js'
import { attempt, byId, cell, type Session, say } from '../account-pages/session.browser.js'
import { MOVING_SECTION_HTML } from './moving-markup.js'

const CHUNK = 100

function describe(results: BulkChangeResult[], done: string): string {
  const ok = results.filter((r) => r.status < 300).length
  const failed = results.filter((r) => r.status >= 300)
  const why = failed.map((r) => `${r.shortId}: ${r.error?.message ?? r.status}`).join('; ')
  return `${ok} ${done}${failed.length > 0 ? `; ${failed.length} not: ${why}` : ''}.`
}

function resultRow(body: HTMLTableSectionElement, line: string, result: string, shortId: string, detail: string) {
  const row = body.insertRow()
  cell(row, line)
  cell(row, result)
  cell(row, shortId)
  cell(row, detail).classList.add('wrap')
}

async function importCsv(root: HTMLElement, client: Dynqr, file: File) {
  const progress = byId<HTMLProgressElement>(root, 'import-progress')
  const table = byId<HTMLTableElement>(root, 'import-results')
  const body = table.tBodies[0] as HTMLTableSectionElement
  body.replaceChildren()
  const records = parse(await file.text(), {
    bom: true,
    columns: true,
    skip_empty_lines: true,
    trim: true,
    relax_column_count: true,
  }) as Record<string, string>[]
  // The header is line 1; rows with newlines inside quotes make this an approximation in the browser.
  const rows = records.map((record, i) => ({ line: String(i + 2), body: createBodyOf(mapRow(restoreCells(record))) }))
  let created = 0
  let refused = 0
  progress.hidden = false
  progress.max = Math.max(rows.length, 1)
  progress.value = 0
  table.hidden = false
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK)
    const sendable = chunk.filter((row) => row.body.targetUrl !== undefined)
    for (const row of chunk.filter((r) => r.body.targetUrl === undefined)) {
      refused += 1
      resultRow(body, row.line, 'Refused', '', 'No target URL column (long_url, url, target…)')
    }
    const results: BulkCreateResult[] =
      sendable.length === 0 ? [] : await client.qrcodes.bulkCreate(sendable.map((r) => r.body as CreateQrCodeParams))
    for (const result of results) {
      const row = sendable[result.index]
      if (result.qrCode) {
        created += 1
        resultRow(body, row?.line ?? '', 'Created', result.qrCode.shortId, result.qrCode.targetUrl)
      } else {
        refused += 1
        resultRow(body, row?.line ?? '', 'Refused', String(row?.body.customShortId ?? ''), result.error?.message ?? '')
      }
    }
    progress.value = Math.min(start + CHUNK, rows.length)
  }
  byId(root, 'import-summary').textContent = `${rows.length} rows: ${created} created, ${refused} refused.`
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

/** Makes the section (the page places its `root`) and wires it to the list's selection. */
export function mountMoving(session: Session, list: CodeList, reload: () => void): { root: HTMLElement } {
  const root = document.createElement('section')
  root.id = 'moving'
  root.setAttribute('aria-labelledby', 'moving-title')
  root.innerHTML = MOVING_SECTION_HTML
  // Pause, resume and delete of a selection are the list's own (code-actions.browser.ts).
  const retarget = byId<HTMLButtonElement>(root, 'bulk-retarget')
  list.onSelectionChange(() => {
    const count = list.selected().length
    byId(root, 'bulk-count').textContent =
      count === 0 ? 'Select codes in the list to send them all to a new address.' : `${count} selected.`
    retarget.disabled = count === 0
  })

  const change = (fields: { active?: boolean; targetUrl?: string }, done: string) =>
    void attempt(async () => {
      const results = await session
        .client()
        .qrcodes.bulkUpdate(list.selected().map((shortId) => ({ shortId, ...fields })))
      say(describe(results, done), results.every((r) => r.status < 300) ? 'success' : 'error')
      reload()
    })
  retarget.addEventListener('click', () => {
    const targetUrl = byId<HTMLInputElement>(root, 'bulk-target').value.trim()
    if (targetUrl === '') return say('Type the new address first.', 'error')
    change({ targetUrl }, 'retargeted')
  })
  byId<HTMLFormElement>(root, 'import-form').addEventListener('submit', (event) => {
    event.preventDefault()
    const file = byId<HTMLInputElement>(root, 'import-file').files?.[0]
    if (file) void attempt(() => importCsv(root, session.client(), file).then(reload))
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
