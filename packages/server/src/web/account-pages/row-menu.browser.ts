/**
 * A row's "⋯" menu (review 2026-11, #8): the actions used less often, out of the row until asked
 * for. A disclosure (<details>): its summary is a button to keyboards and screen readers, Escape
 * or a click elsewhere closes it, and opening one closes the others.
 */
import { el } from '../shared/dom.browser.js'

let listening = false

function closeAll(except?: Element): void {
  for (const open of document.querySelectorAll<HTMLDetailsElement>('details.row-menu[open]')) {
    if (open !== except) open.open = false
  }
}

function listenOnce(): void {
  if (listening) return
  listening = true
  document.addEventListener('click', (event) => {
    const inside = (event.target as Element | null)?.closest?.('details.row-menu') ?? undefined
    closeAll(inside)
  })
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return
    const open = document.querySelector<HTMLDetailsElement>('details.row-menu[open]')
    if (!open) return
    open.open = false
    open.querySelector('summary')?.focus()
  })
}

/** A menu of `items` (buttons) behind a "⋯" summary named `label` ("More actions for poster"). */
export function rowMenu(label: string, items: HTMLElement[]): HTMLDetailsElement {
  listenOnce()
  const menu = el(
    'details',
    { class: 'row-menu' },
    el('summary', { class: 'button small', 'aria-label': label, title: label }, '⋯'),
    el('div', { class: 'menu' }, ...items),
  )
  menu.addEventListener('toggle', () => {
    if (menu.open) {
      closeAll(menu)
      menu.querySelector<HTMLElement>('.menu button, .menu a')?.focus()
    }
  })
  // A choice closes the menu.
  menu.querySelector('.menu')?.addEventListener('click', () => {
    menu.open = false
  })
  return menu
}
