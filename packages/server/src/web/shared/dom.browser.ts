/**
 * Small DOM helpers every page script shares. Text from the API is only ever set as textContent
 * or attribute values, never parsed as HTML.
 */

/**
 * The element matching `selector` inside `root`, a part's own root (docs/decisions/0031): there is
 * no page-wide lookup. A missing one is a bug in the part's markup.
 */
export const $ = <T extends HTMLElement>(selector: string, root: ParentNode): T => {
  const element = root.querySelector<T>(selector)
  if (!element) throw new Error(`missing ${selector}`)
  return element
}

/** The element with `id` inside a part's own `root` (web/test: the id is in the part's own markup). */
export const byId = <T extends HTMLElement>(root: ParentNode, id: string): T => $<T>(`#${id}`, root)

/** Tells the listeners on a part's `root` (its API to others besides method calls). */
export function emit(root: HTMLElement, type: string): void {
  root.dispatchEvent(new Event(type, { bubbles: true }))
}

type Attributes = Record<string, string | number | boolean | undefined>

/** A new element with attributes (`false`/`undefined` left out) and children (strings become text). */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue
    element.setAttribute(name, value === true ? '' : String(value))
  }
  element.append(...children)
  return element
}

/** A button that runs `action` on click. */
export function button(label: string, action: () => void, attributes: Attributes = {}): HTMLButtonElement {
  const element = el('button', { type: 'button', ...attributes }, label)
  element.addEventListener('click', action)
  return element
}

/** A part's root made from its static markup (one element, no user data). */
export function fromMarkup(html: string): HTMLElement {
  const holder = document.createElement('template')
  holder.innerHTML = html.trim()
  const root = holder.content.firstElementChild
  if (!(root instanceof HTMLElement)) throw new Error('markup without an element')
  return root
}
