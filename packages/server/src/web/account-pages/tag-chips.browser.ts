/**
 * Tags on the dashboard (issue #45): what a person types ("spring-2026, flyer") as the API's list,
 * and a code's tags as chips; a chip that can be picked shows the codes of that tag (a campaign).
 */
import { button, el } from '../shared/dom.browser.js'

/** A code carries at most this many tags (openapi.yaml, Tags). */
export const MAX_TAGS = 10

/** Typed tags: split at commas, trimmed, blanks dropped, those differing only in case merged into the first. */
export function parseTags(text: string): string[] {
  const kept = new Map<string, string>()
  for (const tag of text.split(',').map((t) => t.trim())) {
    if (tag !== '' && !kept.has(tag.toLowerCase())) kept.set(tag.toLowerCase(), tag)
  }
  return [...kept.values()]
}

/** A list of chips; with `pick`, each chip is a button that shows that tag's codes. */
export function tagChips(tags: readonly string[], pick?: (tag: string) => void, label = 'Tags'): HTMLUListElement {
  const list = el('ul', { class: 'tag-chips', 'aria-label': label })
  for (const tag of tags) {
    const chip = pick
      ? button(tag, () => pick(tag), { class: 'chip', title: `Show the codes tagged “${tag}”` })
      : el('span', { class: 'chip' }, tag)
    list.append(el('li', {}, chip))
  }
  return list
}

/** Keeps `chips` showing the tags typed in `input`, and the input's validity (at most MAX_TAGS). */
export function liveTagChips(input: HTMLInputElement, chips: HTMLElement): void {
  const update = () => {
    const tags = parseTags(input.value)
    chips.replaceChildren(...tagChips(tags).children)
    input.setCustomValidity(tags.length > MAX_TAGS ? `At most ${MAX_TAGS} tags: ${tags.length} typed.` : '')
  }
  input.addEventListener('input', update)
  input.form?.addEventListener('reset', () => setTimeout(update))
}

/** Offers `tags` (besides those already offered) in the datalist the tag inputs share. */
export function offerTags(list: HTMLDataListElement, tags: Iterable<string>): void {
  const known = new Set([...list.options].map((option) => option.value.toLowerCase()))
  for (const tag of tags) {
    if (known.has(tag.toLowerCase())) continue
    known.add(tag.toLowerCase())
    list.append(el('option', { value: tag }))
  }
}
