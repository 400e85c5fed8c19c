/**
 * The dashboard's script (bundled to /assets/dashboard-page.js): the account's QR codes with
 * status, views, search, status filter, sort and paging; create one and see it at once; pause,
 * resume, delete one or a selection; download at a chosen size; the scans of one.
 */
import type { SortField, SortOrder } from '@dynqr/contract'
import { type Dynqr, ForbiddenError, type QrCode } from '@dynqr/sdk'
import { mountAccountOverview } from '../analytics/account-overview.browser.js'
import { mountBrandKit } from '../brand-kit/brand-kit.browser.js'
import { mountMoving } from '../moving/moving-section.browser.js'
import { drawScanChart, scanChartSummary } from '../scan-chart/scan-chart.browser.js'
import { type CodeStatus, codeStatus } from '../shared/code-status.browser.js'
import { askDownload } from '../shared/download.browser.js'
import { copyText } from '../shared/feedback.browser.js'
import { deleteCodes, setActive } from './code-actions.browser.js'
import { qrImageUrl, renderCodes, selectedIds } from './code-list.browser.js'
import { $, attempt, say, startSession } from './session.browser.js'

const PAGE_SIZE = 20
const LIST_STATUS = '#list-status'
const table = $<HTMLTableElement>('#codes-table')
const summary = $<HTMLElement>('#codes-summary')
const previous = $<HTMLButtonElement>('#previous-page')
const next = $<HTMLButtonElement>('#next-page')
const search = $<HTMLInputElement>('#search')
const statusFilter = $<HTMLSelectElement>('#status-filter')
const sort = $<HTMLSelectElement>('#sort')
const order = $<HTMLSelectElement>('#order')
const createForm = $<HTMLFormElement>('#create-code')
const selectAll = $<HTMLInputElement>('#select-all')
const writeButtons = ['#pause-selected', '#resume-selected', '#delete-selected'].map((s) => $<HTMLButtonElement>(s))
let offset = 0
let canWrite = true
let created: QrCode | undefined
let createdImage: string | undefined

/** Whether the key may write codes: an empty bulk create is refused with 403 without one, 400 with one. */
async function probeWrite(client: Dynqr): Promise<boolean> {
  try {
    await client.qrcodes.bulkCreate([])
    return true
  } catch (error) {
    return !(error instanceof ForbiddenError)
  }
}

/** The code's scans over the last 30 days by day, drawn below the table. */
async function showScans(client: Dynqr, code: QrCode) {
  const stats = { success: true as const, ...(await client.qrcodes.stats(code.shortId)) }
  const section = $<HTMLElement>('#scans')
  $<HTMLElement>('#scans-title').textContent = `Scans of ${code.shortId}, last 30 days (UTC)`
  section.hidden = false
  drawScanChart($<HTMLElement>('#scan-chart'), stats)
  $<HTMLElement>('#scans-summary').textContent = scanChartSummary(stats)
  section.scrollIntoView({ block: 'nearest' })
}

function selectionChanged() {
  const count = selectedIds(table).length
  $('#selection-count').textContent = count === 0 ? 'None selected' : `${count} selected`
  for (const b of writeButtons) b.disabled = count === 0
  const boxes = table.querySelectorAll('tbody input[name="selected"]').length
  selectAll.checked = boxes > 0 && count === boxes
  selectAll.indeterminate = count > 0 && count < boxes
}

/** The API filters by the `active` flag; expiry and limit are told apart on the page. */
const FILTERS: Record<string, { active?: boolean; keep: (status: CodeStatus) => boolean; words: string }> = {
  '': { keep: () => true, words: '' },
  live: { active: true, keep: (s) => s === 'live', words: 'live' },
  paused: { active: false, keep: (s) => s === 'paused', words: 'paused' },
  ended: { keep: (s) => s === 'expired' || s === 'limit', words: 'expired or at their limit' },
}

async function load(client: Dynqr) {
  const q = search.value.trim()
  const filter = FILTERS[statusFilter.value] ?? { keep: () => true, words: '' }
  const page = await client.qrcodes.list({
    limit: PAGE_SIZE,
    offset,
    sort: sort.value as SortField,
    order: order.value as SortOrder,
    ...(q !== '' && { q }),
    ...(filter.active !== undefined && { active: filter.active }),
  })
  const shown = page.data.filter((code) => filter.keep(codeStatus(code)))
  renderCodes(table, shown, {
    canWrite,
    copy: (code) => void copyText(code.qrCodeUrl, `The link of ${code.shortId} is`, LIST_STATUS),
    download: (code) => void askDownload(client, code.shortId, code.qrCodeOptions.width, LIST_STATUS),
    scans: (code) => void attempt(() => showScans(client, code), LIST_STATUS),
    setActive: (code, on) =>
      void attempt(async () => {
        await setActive(client, [code.shortId], on, LIST_STATUS)
        await load(client)
      }, LIST_STATUS),
    remove: (code) =>
      void attempt(async () => {
        if (await deleteCodes(client, [code.shortId], LIST_STATUS, code)) await load(client)
      }, LIST_STATUS),
    selectionChanged,
  })
  selectionChanged()
  const { total } = page.pagination
  const matching = q === '' ? '' : ` matching “${q}”`
  const range = `${offset + 1}–${offset + page.data.length} of ${total}${matching}`
  summary.textContent =
    total === 0
      ? q !== '' || filter.words !== ''
        ? `No QR code${matching}${filter.words === '' ? '' : `, ${filter.words}`}.`
        : canWrite
          ? 'No QR codes yet: create the first one above.'
          : 'No QR codes yet.'
      : filter.words === ''
        ? `Showing ${range}.`
        : `Showing ${shown.length} ${filter.words} among ${range}.`
  previous.disabled = offset === 0
  next.disabled = !page.pagination.hasMore
}

const overview = mountAccountOverview()
const brandKit = mountBrandKit()
const session = startSession(async (client) => {
  canWrite = await probeWrite(client)
  createForm.hidden = !canWrite
  $('#read-only').hidden = canWrite
  $('#selection-bar').hidden = !canWrite
  $('#select-all').closest('label')?.toggleAttribute('hidden', !canWrite)
  table.classList.toggle('read-only', !canWrite)
  await load(client)
  void overview.show(client)
  void brandKit.show(client, canWrite)
})
const reload = () => void attempt(() => load(session.client()), LIST_STATUS)
const restart = () => {
  offset = 0
  reload()
}
mountMoving(session, reload)

let typing: ReturnType<typeof setTimeout> | undefined
search.addEventListener('input', () => {
  clearTimeout(typing)
  typing = setTimeout(restart, 250)
})
$<HTMLFormElement>('#filters').addEventListener('submit', (event) => {
  event.preventDefault()
  restart()
})
for (const select of [statusFilter, sort, order]) select.addEventListener('change', restart)
previous.addEventListener('click', () => {
  offset = Math.max(0, offset - PAGE_SIZE)
  reload()
})
next.addEventListener('click', () => {
  offset += PAGE_SIZE
  reload()
})
selectAll.addEventListener('change', () => {
  for (const box of table.querySelectorAll<HTMLInputElement>('tbody input[name="selected"]')) {
    box.checked = selectAll.checked
  }
  selectionChanged()
})
const bulk = (run: (client: Dynqr, ids: string[]) => Promise<unknown>) => () =>
  void attempt(async () => {
    const client = session.client()
    await run(client, selectedIds(table))
    await load(client)
  }, LIST_STATUS)
writeButtons[0]?.addEventListener(
  'click',
  bulk((client, ids) => setActive(client, ids, false, LIST_STATUS)),
)
writeButtons[1]?.addEventListener(
  'click',
  bulk((client, ids) => setActive(client, ids, true, LIST_STATUS)),
)
writeButtons[2]?.addEventListener(
  'click',
  bulk((client, ids) => deleteCodes(client, ids, LIST_STATUS)),
)

function showCreated(code: QrCode) {
  created = code
  if (createdImage) URL.revokeObjectURL(createdImage)
  createdImage = qrImageUrl(code, 320)
  $<HTMLImageElement>('#created-image').src = createdImage
  $<HTMLImageElement>('#created-image').alt = `The QR code of ${code.qrCodeUrl}`
  $('#created-title').textContent = code.title ?? 'Your new QR code'
  const link = $<HTMLAnchorElement>('#created-link')
  link.href = code.qrCodeUrl
  link.textContent = code.qrCodeUrl
  $<HTMLAnchorElement>('#created-edit').href = code.editUrl
  $('#created').hidden = false
}

createForm.addEventListener('submit', (event) => {
  event.preventDefault()
  const data = new FormData(createForm)
  const customShortId = String(data.get('customShortId') ?? '').trim()
  const title = String(data.get('title') ?? '').trim()
  say('Creating…', 'info', '#create-status')
  void attempt(async () => {
    const code = await session.client().qrcodes.create({
      targetUrl: String(data.get('targetUrl') ?? '').trim(),
      ...(customShortId !== '' && { customShortId }),
      ...(title !== '' && { title }),
    })
    createForm.reset()
    showCreated(code)
    say(`Created ${code.qrCodeUrl}.`, 'success', '#create-status')
    offset = 0
    await load(session.client())
  }, '#create-status')
})
$<HTMLButtonElement>('#created-copy').addEventListener('click', () => {
  if (created) void copyText(created.qrCodeUrl, 'The link is', '#created-status')
})
$<HTMLButtonElement>('#created-download').addEventListener('click', () => {
  if (created) void askDownload(session.client(), created.shortId, created.qrCodeOptions.width, '#created-status')
})
$<HTMLButtonElement>('#created-done').addEventListener('click', () => {
  $('#created').hidden = true
  say('')
})
