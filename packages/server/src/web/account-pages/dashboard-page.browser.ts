/**
 * The dashboard's script (bundled to /assets/dashboard-page.js): the account's QR codes with
 * views, search, sort and paging; create one; open its edit page; download it as SVG or PNG.
 */
import type { ImageFormat, SortField, SortOrder } from '@dynqr/contract'
import type { Dynqr, QrCode } from '@dynqr/sdk'
import { mountMoving } from '../moving/moving-section.browser.js'
import { drawScanChart, scanChartSummary } from '../scan-chart/scan-chart.browser.js'
import { $, attempt, cell, say, startSession, when } from './session.browser.js'

const PAGE_SIZE = 20
const table = $<HTMLTableElement>('#codes-table')
const summary = $<HTMLElement>('#codes-summary')
const previous = $<HTMLButtonElement>('#previous-page')
const next = $<HTMLButtonElement>('#next-page')
const search = $<HTMLInputElement>('#search')
const sort = $<HTMLSelectElement>('#sort')
const order = $<HTMLSelectElement>('#order')
const createForm = $<HTMLFormElement>('#create-code')
let offset = 0

async function download(client: Dynqr, code: QrCode, format: ImageFormat) {
  const blob = await client.qrcodes.image(code.shortId, { format })
  const link = document.createElement('a')
  link.href = URL.createObjectURL(blob)
  link.download = `${code.shortId}.${format}`
  link.click()
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000)
}

/** The code's scans over the last 30 days by day, drawn below the table. */
async function showScans(client: Dynqr, code: QrCode) {
  const stats = { success: true as const, ...(await client.qrcodes.stats(code.shortId)) }
  const section = $<HTMLElement>('#scans')
  $<HTMLElement>('#scans-title').textContent = `Scans of ${code.shortId}, last 30 days (UTC)`
  drawScanChart($<HTMLElement>('#scan-chart'), stats)
  $<HTMLElement>('#scans-summary').textContent = scanChartSummary(stats)
  section.hidden = false
  section.scrollIntoView({ block: 'nearest' })
}

function actionButton(label: string, accessibleName: string, action: () => Promise<void>) {
  const button = document.createElement('button')
  button.type = 'button'
  button.textContent = label
  button.setAttribute('aria-label', accessibleName)
  button.addEventListener('click', () => void attempt(action))
  return button
}

function render(client: Dynqr, codes: QrCode[]) {
  const body = table.tBodies[0] as HTMLTableSectionElement
  body.replaceChildren()
  for (const code of codes) {
    const row = body.insertRow()
    row.dataset.shortId = code.shortId
    const link = document.createElement('a')
    link.href = code.qrCodeUrl
    link.textContent = code.shortId
    row.insertCell().append(link)
    cell(row, code.title ?? '').classList.add('wrap')
    cell(row, code.targetUrl).classList.add('wrap')
    cell(row, String(code.views)).classList.add('number')
    cell(row, when(code.createdAt), code.createdAt)
    const actions = row.insertCell()
    const edit = document.createElement('a')
    edit.href = code.editUrl
    edit.textContent = 'Edit'
    edit.setAttribute('aria-label', `Edit ${code.shortId}`)
    actions.append(
      edit,
      actionButton('SVG', `Download ${code.shortId} as SVG`, () => download(client, code, 'svg')),
      actionButton('PNG', `Download ${code.shortId} as PNG`, () => download(client, code, 'png')),
      actionButton('Scans', `Show the scans of ${code.shortId}`, () => showScans(client, code)),
    )
  }
}

async function load(client: Dynqr) {
  const q = search.value.trim()
  const page = await client.qrcodes.list({
    limit: PAGE_SIZE,
    offset,
    sort: sort.value as SortField,
    order: order.value as SortOrder,
    ...(q !== '' && { q }),
  })
  render(client, page.data)
  const { total } = page.pagination
  summary.textContent =
    total === 0
      ? q === ''
        ? 'No QR codes yet: create the first one above.'
        : `No QR code matches “${q}”.`
      : `Showing ${offset + 1}–${offset + page.data.length} of ${total}${q === '' ? '' : ` matching “${q}”`}.`
  previous.disabled = offset === 0
  next.disabled = !page.pagination.hasMore
}

const session = startSession(load)
const reload = () => void attempt(() => load(session.client()))
mountMoving(session, reload)

let typing: ReturnType<typeof setTimeout> | undefined
search.addEventListener('input', () => {
  clearTimeout(typing)
  typing = setTimeout(() => {
    offset = 0
    reload()
  }, 250)
})
$<HTMLFormElement>('#filters').addEventListener('submit', (event) => {
  event.preventDefault()
  offset = 0
  reload()
})
for (const select of [sort, order]) {
  select.addEventListener('change', () => {
    offset = 0
    reload()
  })
}
previous.addEventListener('click', () => {
  offset = Math.max(0, offset - PAGE_SIZE)
  reload()
})
next.addEventListener('click', () => {
  offset += PAGE_SIZE
  reload()
})

createForm.addEventListener('submit', (event) => {
  event.preventDefault()
  const data = new FormData(createForm)
  const customShortId = String(data.get('customShortId') ?? '').trim()
  const title = String(data.get('title') ?? '').trim()
  void attempt(async () => {
    const code = await session.client().qrcodes.create({
      targetUrl: String(data.get('targetUrl') ?? '').trim(),
      ...(customShortId !== '' && { customShortId }),
      ...(title !== '' && { title }),
    })
    createForm.reset()
    offset = 0
    await load(session.client())
    say(`Created ${code.qrCodeUrl}.`, 'success')
  })
})
