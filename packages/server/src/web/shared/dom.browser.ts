/**
 * Small DOM helpers every page script shares. Text from the API is only ever set as textContent
 * or attribute values, never parsed as HTML.
 */

/** The element matching `selector`; a missing one is a bug in the page's markup. */
export const $ = <T extends HTMLElement>(selector: string, root: ParentNode = document): T => {
  const element = root.querySelector<T>(selector)
  if (!element) throw new Error(`missing ${selector}`)
  return element
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
