/**
 * The list's bulk bar (review 2026-11, #6): every action on the selected codes in one place above
 * the list — pause, resume, retarget, tag, delete — each that changes where printed codes go
 * confirmed first, naming the count, and its result said in the bar itself (`#list-status`), where
 * the person is looking. Changes of many codes go through PATCH /qrcode/bulk, 100 at a time.
 */
import type { BulkChangeResult, BulkUpdateItem, Dynqr } from '@dynqr/sdk'
import { openDialog } from '../shared/dialog.browser.js'
import { el } from '../shared/dom.browser.js'
import { say } from '../shared/feedback.browser.js'
import { MAX_TAGS, parseTags } from './tag-chips.browser.js'

const CHUNK = 100
const plural = (n: number) => (n === 1 ? '1 code' : `${n} codes`)

/** Sends the changes 100 at a time; every item's result, in order. */
async function bulkChange(client: Dynqr, items: BulkUpdateItem[]): Promise<BulkChangeResult[]> {
  const results: BulkChangeResult[] = []
  for (let start = 0; start < items.length; start += CHUNK) {
    results.push(...(await client.qrcodes.bulkUpdate(items.slice(start, start + CHUNK))))
  }
  return results
}

/** The outcome in words: how many were changed, and each refusal with its reason. */
export function describeResults(results: BulkChangeResult[], done: string): { text: string; ok: boolean } {
  const failed = results.filter((r) => r.status >= 300)
  const why = failed.map((r) => `${r.shortId}: ${r.error?.message ?? r.status}`).join('; ')
  const text =
    failed.length === 0
      ? `${done} ${plural(results.length)}.`
      : `${done} ${results.length - failed.length} of ${plural(results.length)}; not changed: ${why}.`
  return { text, ok: failed.length === 0 }
}

function field(id: string, label: string, input: HTMLInputElement, hint?: string): HTMLElement {
  input.id = id
  return el(
    'div',
    {},
    el('label', { for: id }, label),
    input,
    ...(hint ? [el('p', { class: 'hint', id: `${id}-hint` }, hint)] : []),
  )
}

/** Asks where the selected codes go, naming how many; the new address, or undefined when cancelled. */
async function askTarget(count: number): Promise<string | undefined> {
  const input = el('input', { type: 'url', maxlength: 2048, inputmode: 'url', name: 'targetUrl' })
  input.placeholder = 'https://example.com/new'
  const { value, form } = await openDialog(
    `Retarget ${plural(count)}?`,
    [
      field('retarget-url', 'New target URL', input),
      el(
        'p',
        {},
        `Every printed copy of the ${plural(count)} selected will send scanners to this address from now on.`,
      ),
    ],
    [
      { label: 'Cancel', value: 'cancel' },
      { label: `Send ${plural(count)} there`, value: 'confirm', className: 'primary' },
    ],
  )
  const target = String(new FormData(form).get('targetUrl') ?? '').trim()
  return value === 'confirm' && target !== '' ? target : undefined
}

/** Asks which tags to add to or remove from the selected codes. */
async function askTags(count: number): Promise<Pick<BulkUpdateItem, 'addTags' | 'removeTags'> | undefined> {
  const input = el('input', { type: 'text', maxlength: 450, name: 'tags', list: 'known-tags', autocomplete: 'off' })
  const { value, form } = await openDialog(
    `Tag ${plural(count)}`,
    [field('bulk-tags', 'Tags', input, 'Commas between: “spring-2026, flyer”.')],
    [
      { label: 'Cancel', value: 'cancel' },
      { label: 'Remove these tags', value: 'remove' },
      { label: 'Add these tags', value: 'add', className: 'primary' },
    ],
  )
  const tags = parseTags(String(new FormData(form).get('tags') ?? '')).slice(0, MAX_TAGS)
  if (tags.length === 0 || (value !== 'add' && value !== 'remove')) return undefined
  return value === 'add' ? { addTags: tags } : { removeTags: tags }
}

export interface BulkBar {
  /** Retargets the selected codes after a confirmation; whether it was asked (false: cancelled). */
  retarget(client: Dynqr, ids: string[]): Promise<boolean>
  /** Adds or removes tags of the selected codes; false when cancelled. */
  tag(client: Dynqr, ids: string[]): Promise<boolean>
}

/** The bar's actions that change many codes at once, speaking in `where` (the bar's own status). */
export function bulkBar(where: HTMLElement): BulkBar {
  const report = (results: BulkChangeResult[], done: string) => {
    const { text, ok } = describeResults(results, done)
    say(text, ok ? 'success' : 'error', where)
  }
  return {
    async retarget(client, ids) {
      const targetUrl = await askTarget(ids.length)
      if (!targetUrl) {
        say('Nothing was retargeted.', 'info', where)
        return false
      }
      say(`Retargeting ${plural(ids.length)}…`, 'info', where)
      const items = ids.map((shortId) => ({ shortId, targetUrl }))
      report(await bulkChange(client, items), 'Retargeted')
      return true
    },
    async tag(client, ids) {
      const change = await askTags(ids.length)
      if (!change) {
        say('No tag was changed.', 'info', where)
        return false
      }
      const items = ids.map((shortId) => ({ shortId, ...change }))
      report(await bulkChange(client, items), 'Tagged')
      return true
    },
  }
}
