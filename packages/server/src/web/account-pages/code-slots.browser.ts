/**
 * The dashboard's named slots (dashboard-html.ts, `data-slot`): where other features add a small
 * part without changing the list's structure. A feature's own file registers what it shows with
 * each code (`addCodeExtra`: the custom domain, live views, a failing target…) or finds its slot
 * in the page (`slotOf`: `list-tools`, `bulk-actions`, `create-extras`) and appends to it.
 */
import type { QrCode } from '@dynqr/sdk'
import { $ } from '../shared/dom.browser.js'

/** What a feature shows with a code in the list, or null for nothing. */
export type CodeExtra = (code: QrCode) => Node | null

const extras: CodeExtra[] = []

/** Registers a part shown in every row's `code-extras` slot, under the code's title, in order of registration. */
export function addCodeExtra(extra: CodeExtra): void {
  extras.push(extra)
}

/** The registered parts for one code (code-list.browser.ts places them). */
export function codeExtras(code: QrCode): Node[] {
  return extras.flatMap((extra) => {
    const node = extra(code)
    return node ? [node] : []
  })
}

/** The slot named `name` inside `root` (the dashboard's signed-in part). */
export const slotOf = (root: ParentNode, name: 'list-tools' | 'bulk-actions' | 'create-extras'): HTMLElement =>
  $<HTMLElement>(`[data-slot="${name}"]`, root)

/** The list as other parts see it: the selected codes, told when they change. */
export interface CodeList {
  selected(): string[]
  onSelectionChange(listener: () => void): void
}

/** The dashboard's list, given by the page once it exists. */
let list: CodeList | undefined
export function provideCodeList(codes: CodeList): void {
  list = codes
}
/** The dashboard's list (e.g. to print the selected codes); undefined before the page made it. */
export const codeList = (): CodeList | undefined => list
