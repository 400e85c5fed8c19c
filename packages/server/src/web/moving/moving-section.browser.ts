/**
 * The dashboard's bulk-action bar, CSV import and export (issue 31), mounted as one section by
 * dashboard-page.browser.ts. Selection: a checkbox at the end of each row of the codes table, added here unless
 * the table already has its own (`input[type=checkbox][data-short-id]`).
 */
import type { BulkChangeResult, BulkCreateResult, CreateQrCodeParams, Dynqr } from '@dynqr/sdk'
import { parse } from 'csv-parse/browser/esm/sync'
import { restoreCells } from '../../moving/csv-cell.js'
import { createBodyOf, mapRow } from '../../moving/import-columns.js'
import { $, attempt, cell, type Session, say } from '../account-pages/session.browser.js'
import { MOVING_SECTION_HTML } from './moving-markup.js'

const CHUNK = 100
const SELECT = 'input[type=checkbox][data-short-id]'

function selected(): string[] {
  return [...document.querySelectorAll<HTMLInputElement>(`#codes-table ${SELECT}:checked`)].map(
    (box) => box.dataset.shortId ?? '',
  )
}

/** A checkbox in each row of the codes table (and its header), redrawn with the rows. */
function addCheckboxes(table: HTMLTableElement, changed: () => void) {
  // The dashboard's list has its own selection column: use its boxes.
  if (table.querySelector('#select-all')) return changed()
  const head = table.tHead?.rows[0]
  if (head && !head.querySelector('.select-col')) {
    const th = document.createElement('th')
    th.scope = 'col'
    th.className = 'select-col'
    th.innerHTML = '<span class="visually-hidden">Select</span>'
    head.append(th)
  }
  for (const row of table.tBodies[0]?.rows ?? []) {
    const shortId = row.dataset.shortId
    if (!shortId || row.querySelector(SELECT)) continue
    const box = document.createElement('input')
    box.type = 'checkbox'
    box.dataset.shortId = shortId
    box.setAttribute('aria-label', `Select ${shortId}`)
    box.addEventListener('change', changed)
    row.insertCell().append(box)
  }
  changed()
}

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

async function importCsv(client: Dynqr, file: File) {
  const progress = $<HTMLProgressElement>('#import-progress')
  const table = $<HTMLTableElement>('#import-results')
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
  $<HTMLElement>('#import-summary').textContent = `${rows.length} rows: ${created} created, ${refused} refused.`
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

/** Inserts the section into the signed-in part of the dashboard and wires it. */
export function mountMoving(session: Session, reload: () => void): void {
  const section = document.createElement('section')
  section.id = 'moving'
  section.setAttribute('aria-labelledby', 'moving-title')
  section.innerHTML = MOVING_SECTION_HTML
  $<HTMLElement>('#signed-in').append(section)
  const table = $<HTMLTableElement>('#codes-table')
  // Pause, resume and delete of a selection are the list's own (code-actions.browser.ts).
  const buttons = [$<HTMLButtonElement>('#bulk-retarget')]
  const changed = () => {
    const count = selected().length
    $<HTMLElement>('#bulk-count').textContent =
      count === 0 ? 'Select codes in the list to send them all to a new address.' : `${count} selected.`
    for (const button of buttons) button.disabled = count === 0
  }
  new MutationObserver(() => addCheckboxes(table, changed)).observe(table.tBodies[0] as HTMLElement, {
    childList: true,
  })
  addCheckboxes(table, changed)
  table.addEventListener('change', changed)

  const change = (fields: { active?: boolean; targetUrl?: string }, done: string) =>
    void attempt(async () => {
      const results = await session.client().qrcodes.bulkUpdate(selected().map((shortId) => ({ shortId, ...fields })))
      say(describe(results, done), results.every((r) => r.status < 300) ? 'success' : 'error')
      reload()
    })
  $<HTMLButtonElement>('#bulk-retarget').addEventListener('click', () => {
    const targetUrl = $<HTMLInputElement>('#bulk-target').value.trim()
    if (targetUrl === '') return say('Type the new address first.', 'error')
    change({ targetUrl }, 'retargeted')
  })
  const form = $<HTMLFormElement>('#import-form')
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    const file = $<HTMLInputElement>('#import-file').files?.[0]
    if (file) void attempt(() => importCsv(session.client(), file).then(reload))
  })
  $<HTMLButtonElement>('#export-csv').addEventListener(
    'click',
    () => void attempt(() => exportFile(session.client(), 'csv')),
  )
  $<HTMLButtonElement>('#export-ndjson').addEventListener(
    'click',
    () => void attempt(() => exportFile(session.client(), 'ndjson')),
  )
}
