/**
 * The dashboard's script (bundled to /assets/dashboard-page.js): the account's QR codes with
 * status, views, search, status filter, sort and paging; create one and see it at once; pause,
 * resume, delete one or a selection; download at a chosen size; the scans of one. Its own part is
 * the list and the scans (dashboard-html.ts); the other parts (create-code, the sections under
 * `#dashboard-sections` and moving after them) make or are given their roots and talk through
 * their APIs: moving reads the list's selection through `CodeList`, never its table.
 * @markup ./dashboard-html.ts
 */
import type { SortField, SortOrder } from '@dynqr/contract'
import type { Dynqr, QrCode } from '@dynqr/sdk'
import { mountAccountOverview } from '../analytics/account-overview.browser.js'
import { mountBrandKit } from '../brand-kit/brand-kit.browser.js'
import { mountMoving } from '../moving/moving-section.browser.js'
import { mountBrandSection } from '../print/brand-section.browser.js'
import { mountPrint } from '../print/print-dialog.browser.js'
import { drawScanChart, scanChartSummary } from '../scan-chart/scan-chart.browser.js'
import { type CodeStatus, codeStatus } from '../shared/code-status.browser.js'
import { emit } from '../shared/dom.browser.js'
import { askDownload } from '../shared/download.browser.js'
import { copyText } from '../shared/feedback.browser.js'
import { mountCampaignReport } from '../analytics/campaign-report.browser.js'
import { bulkBar } from './bulk-bar.browser.js'
import { type CodeList, provideCodeList } from './code-slots.browser.js'
import { deleteCodes, setActive } from './code-actions.browser.js'
import { renderCodes, selectedIds } from './code-list.browser.js'
import { mountCreateCode } from './create-code.browser.js'
import { mountLiveScans } from './live-scans.browser.js'
import { accountShell, attempt, byId, startSession } from './session.browser.js'
import { offerTags } from './tag-chips.browser.js'

const PAGE_SIZE = 20

/** The API filters by the `active` flag; expiry and limit are told apart on the page. */
const FILTERS: Record<string, { active?: boolean; keep: (status: CodeStatus) => boolean; words: string }> = {
  '': { keep: () => true, words: '' },
  live: { active: true, keep: (s) => s === 'live', words: 'live' },
  paused: { active: false, keep: (s) => s === 'paused', words: 'paused' },
  ended: { keep: (s) => s === 'expired' || s === 'limit', words: 'expired or at their limit' },
}

/** The code's scans over the last 30 days by day, drawn below the table. */
async function showScans(root: HTMLElement, client: Dynqr, code: QrCode) {
  const stats = { success: true as const, ...(await client.qrcodes.stats(code.shortId)) }
  const section = byId<HTMLElement>(root, 'scans')
  byId(root, 'scans-title').textContent = `Scans of ${code.shortId}, last 30 days (UTC)`
  section.hidden = false
  drawScanChart(byId(root, 'scan-chart'), stats)
  byId(root, 'scans-summary').textContent = scanChartSummary(stats)
  section.scrollIntoView({ block: 'nearest' })
}

/** What the list's caption says of the page shown (`q`: the search, and the campaign when one is picked). */
function summaryOf(
  q: string,
  words: string,
  shown: number,
  count: number,
  offset: number,
  total: number,
  canWrite: boolean,
) {
  const matching = q === '' ? '' : ` matching ${q}`
  const range = `${offset + 1}–${offset + count} of ${total}${matching}`
  if (total === 0) {
    if (q !== '' || words !== '') return `No QR code${matching}${words === '' ? '' : `, ${words}`}.`
    return canWrite ? 'No QR codes yet: create the first one above.' : 'No QR codes yet.'
  }
  return words === '' ? `Showing ${range}.` : `Showing ${shown} ${words} among ${range}.`
}

const shell = accountShell()
const root = shell.signedIn
const table = byId<HTMLTableElement>(root, 'codes-table')
const listStatus = byId(root, 'list-status')
const controls = {
  search: byId<HTMLInputElement>(root, 'search'),
  tag: byId<HTMLInputElement>(root, 'tag-filter'),
  statusFilter: byId<HTMLSelectElement>(root, 'status-filter'),
  sort: byId<HTMLSelectElement>(root, 'sort'),
  order: byId<HTMLSelectElement>(root, 'order'),
  previous: byId<HTMLButtonElement>(root, 'previous-page'),
  next: byId<HTMLButtonElement>(root, 'next-page'),
  selectAll: byId<HTMLInputElement>(root, 'select-all'),
}
const writeButtons = [
  byId<HTMLButtonElement>(root, 'pause-selected'),
  byId<HTMLButtonElement>(root, 'resume-selected'),
  byId<HTMLButtonElement>(root, 'delete-selected'),
  byId<HTMLButtonElement>(root, 'retarget-selected'),
  byId<HTMLButtonElement>(root, 'tag-selected'),
]
const knownTags = byId<HTMLDataListElement>(root, 'known-tags')
let offset = 0
let canWrite = true

function selectionChanged() {
  const count = selectedIds(table).length
  byId(root, 'selection-count').textContent =
    count === 0 ? 'Select codes to pause, retarget, tag or delete them together.' : `${count} selected`
  byId(root, 'selection-bar').toggleAttribute('data-empty', count === 0)
  for (const b of writeButtons) b.disabled = count === 0
  const boxes = table.querySelectorAll('tbody input[name="selected"]').length
  controls.selectAll.checked = boxes > 0 && count === boxes
  controls.selectAll.indeterminate = count > 0 && count < boxes
  emit(table, 'codes-selection')
}

function rowActions(client: Dynqr) {
  return {
    canWrite,
    copy: (code: QrCode) => void copyText(code.qrCodeUrl, `The link of ${code.shortId} is`, listStatus),
    download: (code: QrCode) => void askDownload(client, code.shortId, code.qrCodeOptions.width, listStatus),
    scans: (code: QrCode) => void attempt(() => showScans(root, client, code), listStatus),
    setActive: (code: QrCode, on: boolean) =>
      void attempt(async () => {
        await setActive(client, [code.shortId], on, listStatus)
        await load(client)
      }, listStatus),
    remove: (code: QrCode) =>
      void attempt(async () => {
        if (await deleteCodes(client, [code.shortId], listStatus, code)) await load(client)
      }, listStatus),
    pickTag: showCampaign,
    selectionChanged,
  }
}

async function load(client: Dynqr) {
  const q = controls.search.value.trim()
  const tag = controls.tag.value.trim()
  const filter = FILTERS[controls.statusFilter.value] ?? { keep: () => true, words: '' }
  const page = await client.qrcodes.list({
    limit: PAGE_SIZE,
    offset,
    sort: controls.sort.value as SortField,
    order: controls.order.value as SortOrder,
    ...(q !== '' && { q }),
    ...(tag !== '' && { tag: [tag] }),
    ...(filter.active !== undefined && { active: filter.active }),
  })
  offerTags(
    knownTags,
    page.data.flatMap((code) => code.tags ?? []),
  )
  const shown = page.data.filter((code) => filter.keep(codeStatus(code)))
  renderCodes(table, shown, rowActions(client))
  selectionChanged()
  const { total } = page.pagination
  const searched = [q === '' ? '' : `“${q}”`, tag === '' ? '' : `the tag “${tag}”`]
    .filter((s) => s !== '')
    .join(' and ')
  byId(root, 'codes-summary').textContent = summaryOf(
    searched,
    filter.words,
    shown.length,
    page.data.length,
    offset,
    total,
    canWrite,
  )
  controls.previous.disabled = offset === 0
  controls.next.disabled = !page.pagination.hasMore
}

const list: CodeList = {
  selected: () => selectedIds(table),
  onSelectionChange: (listener) => table.addEventListener('codes-selection', listener),
}
provideCodeList(list)
/** Shows the codes of one campaign (a tag picked on a chip or in the campaign report). */
function showCampaign(tag: string) {
  controls.tag.value = tag
  restart()
  controls.tag.scrollIntoView({ block: 'nearest' })
}

const sections = byId<HTMLElement>(root, 'dashboard-sections')
const overview = mountAccountOverview()
const campaigns = mountCampaignReport(showCampaign, (tags) => offerTags(knownTags, tags))
const brandKit = mountBrandKit()
sections.append(campaigns.root, overview.root, brandKit.root)
const create = mountCreateCode(
  root,
  () => session.client(),
  async () => {
    offset = 0
    await load(session.client())
  },
)
const session = startSession(shell, async (client, me) => {
  canWrite = me.scopes.includes('qrcodes:write')
  create.allow(canWrite)
  byId(root, 'read-only').hidden = canWrite
  byId(root, 'selection-bar').hidden = !canWrite
  controls.selectAll.closest('label')?.toggleAttribute('hidden', !canWrite)
  table.classList.toggle('read-only', !canWrite)
  await load(client)
  void campaigns.show(client)
  byId(root, 'codes-title').append(' ', mountLiveScans(shell.main.dataset.apiBase ?? '/api/v1', table).root)
  void overview.show(client)
  void brandKit.show(client, canWrite)
  brandSection.show()
})
const reload = () => void attempt(() => load(session.client()), listStatus)
const restart = () => {
  offset = 0
  reload()
}
sections.after(mountMoving(session, reload).root)
sections.after(mountPrint(session, list).root)
const brandSection = mountBrandSection(session)
sections.after(brandSection.root)

let typing: ReturnType<typeof setTimeout> | undefined
for (const input of [controls.search, controls.tag]) {
  input.addEventListener('input', () => {
    clearTimeout(typing)
    typing = setTimeout(restart, 250)
  })
}
byId<HTMLFormElement>(root, 'filters').addEventListener('submit', (event) => {
  event.preventDefault()
  restart()
})
for (const select of [controls.statusFilter, controls.sort, controls.order]) select.addEventListener('change', restart)
controls.previous.addEventListener('click', () => {
  offset = Math.max(0, offset - PAGE_SIZE)
  reload()
})
controls.next.addEventListener('click', () => {
  offset += PAGE_SIZE
  reload()
})
controls.selectAll.addEventListener('change', () => {
  for (const box of table.querySelectorAll<HTMLInputElement>('tbody input[name="selected"]')) {
    box.checked = controls.selectAll.checked
  }
  selectionChanged()
})
/** A bulk action on the selection; the list is read again unless the action says nothing changed (false). */
const bulk = (run: (client: Dynqr, ids: string[]) => Promise<unknown>) => () =>
  void attempt(async () => {
    const client = session.client()
    if ((await run(client, selectedIds(table))) !== false) await load(client)
  }, listStatus)
const [pause, resume, remove, retarget, tagSelected] = writeButtons
const bar = bulkBar(listStatus)
retarget?.addEventListener(
  'click',
  bulk((client, ids) => bar.retarget(client, ids)),
)
tagSelected?.addEventListener(
  'click',
  bulk(async (client, ids) => {
    const changed = await bar.tag(client, ids)
    if (changed) void campaigns.show(client)
    return changed
  }),
)
pause?.addEventListener(
  'click',
  bulk((client, ids) => setActive(client, ids, false, listStatus)),
)
resume?.addEventListener(
  'click',
  bulk((client, ids) => setActive(client, ids, true, listStatus)),
)
remove?.addEventListener(
  'click',
  bulk((client, ids) => deleteCodes(client, ids, listStatus)),
)
