/**
 * A refused save's messages in the Routing card, in words: the page puts the API's message beside
 * the control its `details[].field` names (field-problem.browser.ts), and the API names fields as
 * paths (`rules.1.targetUrl must be an http(s) URL`). Inside the card those paths become what the
 * person sees on the screen ("Rule 2’s target must be an http(s) URL").
 */
import { CONDITION_NAMES, type ConditionKind } from './routing-model.browser.js'

const ordinal = (index: string) => Number(index) + 1

/** One field path as the card names it. */
function fieldWords(path: string): string {
  const [group, index, ...rest] = path.split('.')
  const tail = rest.join('.')
  if (group === 'variants' && index !== undefined) {
    if (tail === 'weight') return `Share ${ordinal(index)}`
    return `Target ${ordinal(index)} of the split`
  }
  const rule = `Rule ${ordinal(index ?? '0')}`
  if (tail === '' || tail === 'if') return tail === '' ? rule : `${rule}’s conditions`
  if (tail === 'targetUrl') return `${rule}’s target`
  if (tail === 'if.hours.timeZone') return `${rule}’s time zone`
  if (tail === 'if.hours.start') return `${rule}’s start time`
  if (tail === 'if.hours.end') return `${rule}’s end time`
  const kind = rest[1] as ConditionKind | undefined
  const name = kind && CONDITION_NAMES[kind]
  return name ? `${rule}’s ${name.replace(/ \(UTC\)$/, '').toLowerCase()}` : rule
}

/** A message of the API with its field paths said as the card says them. */
export function problemWords(message: string): string {
  return message
    .replace(/\b(rules|variants)\.\d+(\.[\w.]+)?/g, (path) => fieldWords(path))
    .replace(/^variants' weights/, 'The shares of the split')
    .replace(/^variants\b/, 'The split')
    .replace(/^rules\b/, 'The rules')
    .replace(/\butm\.(\w+)/g, 'utm_$1')
    .replace(/^password\b/, 'The password')
}

/** Rewrites, in words, each problem the page shows inside the card. */
export function watchProblems(root: HTMLElement): void {
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof HTMLElement && node.classList.contains('field-problem')) {
          const words = problemWords(node.textContent ?? '')
          if (words !== node.textContent) node.textContent = words
        }
      }
    }
  }).observe(root, { childList: true, subtree: true })
}
