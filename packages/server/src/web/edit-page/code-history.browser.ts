/**
 * The edit page's history part (issue #41): the code's entries of the audit log (`GET /audit?shortId`),
 * newest first, each saying who changed what and when, with a target's old and new URL, and
 * "Restore this target" beside each earlier target: one click saves it (the page sends it with
 * If-Match, so a code changed meanwhile is not overwritten). Text from the API is only ever set as
 * textContent. The page lends it a `HistorySource` and calls `show` after each load and save.
 * @markup ./code-history-markup.ts
 */
import type { components } from '@dynqr/contract'
import { button, byId, el, fromMarkup } from '../shared/dom.browser.js'
import { explain, say } from '../shared/feedback.browser.js'
import { when } from '../shared/time.browser.js'
import { codeHistoryHtml } from './code-history-markup.js'

/** One entry of the audit log, as `GET /audit` answers it (openapi.yaml, AuditEvent). */
export type HistoryEntry = components['schemas']['AuditEvent']

/** What the part needs from the page: a page of the code's log, and a target saved. */
export interface HistorySource {
  list(cursor: string | undefined): Promise<{ data: HistoryEntry[]; nextCursor: string | null }>
  restore(targetUrl: string): Promise<void>
}

export interface CodeHistory {
  root: HTMLElement
  /** Loads the newest page again; `target` is the code's target now (no restore offered for it). */
  show(target: string): Promise<void>
  hide(): void
}

/** What an entry did, in words: created and deleted codes, or the fields changed. */
const verb = (action: string): string =>
  action.endsWith('.created') ? 'created the code' : action.endsWith('.deleted') ? 'deleted the code' : 'changed'

/** Field names as the edit form labels them. */
const FIELDS: Record<string, string> = {
  targetUrl: 'target URL',
  qrCodeOptions: 'style',
  expiresAt: 'expiry',
  maxScans: 'scan limit',
  fallbackUrl: 'fallback URL',
  active: 'active',
  title: 'title',
  styleId: 'template',
  scanLimitCounts: 'what the limit counts',
}

const who = (entry: HistoryEntry): string =>
  entry.actor.type === 'system'
    ? 'dynqr'
    : entry.actor.type === 'key'
      ? `API key ${entry.actor.label ?? entry.actor.id ?? ''}`.trim()
      : (entry.actor.label ?? 'Someone')

function what(entry: HistoryEntry): string {
  const fields = Object.keys(entry.changes ?? {}).filter(
    (field) => field !== 'targetUrl' || entry.action !== 'qrcode.created',
  )
  const action = verb(entry.action)
  if (action !== 'changed') return action
  return fields.length === 0 ? action : `${action} ${fields.map((field) => FIELDS[field] ?? field).join(', ')}`
}

export function mountCodeHistory(source: HistorySource): CodeHistory {
  const root = fromMarkup(codeHistoryHtml())
  const list = byId<HTMLOListElement>(root, 'history-list')
  const more = byId<HTMLButtonElement>(root, 'history-more')
  // Buttons are inline-flex, which `hidden` on the button itself would not undo: its row hides.
  const older = byId(root, 'history-older')
  const status = byId(root, 'history-status')
  let cursor: string | null = null
  let current = ''

  const restore = async (target: string, control: HTMLButtonElement) => {
    control.disabled = true
    say('Restoring…', 'info', status)
    try {
      await source.restore(target)
      say(`Restored ${target}.`, 'success', status)
    } catch (error) {
      control.disabled = false
      say(`Not restored: ${explain(error)}`, 'error', status)
    }
  }

  const targetLine = (change: { old: unknown; new: unknown }) => {
    const line = el('p', { class: 'history-target' })
    const old = typeof change.old === 'string' ? change.old : null
    const now = typeof change.new === 'string' ? change.new : null
    if (old) line.append(el('span', { class: 'old-target' }, old), ' → ')
    line.append(el('span', {}, now ?? '–'))
    // An earlier target: one click puts it back.
    const earlier = old ?? (now && now !== current ? now : null)
    if (earlier && earlier !== current) {
      const control = button('Restore this target', () => void restore(earlier, control), {
        class: 'small',
        'aria-label': `Restore this target: ${earlier}`,
      })
      line.append(' ', control)
    }
    return line
  }

  const item = (entry: HistoryEntry) => {
    const head = el(
      'p',
      {},
      el('strong', {}, who(entry)),
      ` ${what(entry)} · `,
      el('time', { datetime: entry.at }, when(entry.at)),
    )
    const li = el('li', {}, head)
    const target = entry.changes?.targetUrl
    if (target) li.append(targetLine(target))
    return li
  }

  const load = async (append: boolean) => {
    try {
      const page = await source.list(append ? (cursor ?? undefined) : undefined)
      if (!append) list.replaceChildren()
      list.append(...page.data.map(item))
      cursor = page.nextCursor
      older.hidden = cursor === null
      // The status keeps what a restore said; it speaks here only of an empty history.
      if (list.childElementCount === 0) say('No changes recorded yet.', 'info', status)
    } catch (error) {
      say(`The history could not be loaded: ${explain(error)}`, 'error', status)
    }
    root.hidden = false
  }

  more.addEventListener('click', () => void load(true))
  return {
    root,
    show(target) {
      current = target
      return load(false)
    },
    hide() {
      root.hidden = true
      list.replaceChildren()
    },
  }
}
