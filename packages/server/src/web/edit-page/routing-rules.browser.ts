/**
 * The Routing card's rules (routing-card.browser.ts mounts it in the card's list): each rule a
 * row that reads as a sentence ("If the phone runs iOS → App Store") over its conditions, its
 * target and buttons to move or remove it. The rows are drawn from the rules held here; typing
 * changes a rule in place (and its sentence), adding, moving or removing draws the list again and
 * puts the focus where the person was.
 */
import { button, el } from '../shared/dom.browser.js'
import { conditionControls } from './routing-conditions.browser.js'
import {
  CONDITION_KINDS,
  CONDITION_NAMES,
  type ConditionKind,
  type Conditions,
  MAX_RULES,
  type Rule,
  startingValue,
} from './routing-model.browser.js'
import { ruleWords } from './routing-words.browser.js'

export interface RulesEditor {
  fill(rules: readonly Rule[]): void
  value(): Rule[]
  /** Adds rules at the end (the app stores' preset) and focuses the first added. */
  add(rules: readonly Rule[]): void
  /** Whether another `count` rules fit under the contract's 20. */
  room(count: number): boolean
}

const copy = (rule: Rule): Rule => structuredClone(rule)

/** What to focus once the list is drawn again: a control of rule `index`, by its class. */
interface Focus {
  index: number
  what: string
}

/** What a row's buttons change: the rules, drawn again after. */
interface RulesList {
  rules: Rule[]
  draw(focus?: Focus): void
  move(index: number, by: number): void
}

function conditionRow(
  list: RulesList,
  rule: Rule,
  index: number,
  kind: ConditionKind,
  words: HTMLElement,
): HTMLElement {
  const n = index + 1
  const place = { id: `rule-${n}`, field: `rules.${index}`, rule: `Rule ${n}` }
  const controls = conditionControls(place, kind, rule.if, (value) => {
    ;(rule.if as Record<string, unknown>)[kind] = value
    words.textContent = ruleWords(rule)
  })
  const only = Object.keys(rule.if).length <= 1
  const remove = button(
    'Remove',
    () => {
      delete (rule.if as Record<string, unknown>)[kind]
      list.draw({ index, what: '.add-condition select' })
    },
    {
      class: 'small remove-condition',
      'aria-label': `Remove the condition “${CONDITION_NAMES[kind]}” from rule ${n}`,
    },
  )
  // A rule keeps at least one condition: its only one has no Remove (change it, or add another first).
  return only ? el('div', { class: 'condition' }, controls) : el('div', { class: 'condition' }, controls, remove)
}

function addCondition(list: RulesList, rule: Rule, index: number): HTMLElement {
  const n = index + 1
  const free = CONDITION_KINDS.filter((kind) => !(kind in rule.if))
  const id = `rule-${n}-add-kind`
  const kinds = el('select', { id }, ...free.map((kind) => el('option', { value: kind }, CONDITION_NAMES[kind])))
  const add = button(
    'Add',
    () => {
      const kind = kinds.value as ConditionKind
      ;(rule.if as Record<string, unknown>)[kind] = startingValue(kind)
      list.draw({ index, what: `.condition:nth-last-child(2) input, .condition:nth-last-child(2) select` })
    },
    { class: 'small', 'aria-label': `Add the condition to rule ${n}` },
  )
  const wrapper = el(
    'div',
    { class: 'add-condition' },
    el('label', { for: id }, `Add a condition to rule ${n}`),
    kinds,
    add,
  )
  wrapper.hidden = free.length === 0
  return wrapper
}

function row(list: RulesList, rule: Rule, index: number): HTMLLIElement {
  const n = index + 1
  const words = el('p', { class: 'rule-words', id: `rule-${n}-words` }, ruleWords(rule))
  const conditions = el(
    'fieldset',
    { class: 'conditions', 'data-field': `rules.${index}.if`, 'data-label': `Rule ${n}: conditions` },
    el('legend', {}, `Rule ${n}: when all of these hold`),
    ...(Object.keys(rule.if) as ConditionKind[]).map((kind) => conditionRow(list, rule, index, kind, words)),
    addCondition(list, rule, index),
  )
  const targetId = `rule-${n}-target`
  const target = el('input', {
    id: targetId,
    class: 'rule-target',
    type: 'url',
    inputmode: 'url',
    maxlength: 2048,
    required: true,
    value: rule.targetUrl,
    placeholder: 'https://…',
    'data-field': `rules.${index}.targetUrl`,
  })
  target.addEventListener('input', () => {
    rule.targetUrl = target.value.trim()
    words.textContent = ruleWords(rule)
  })
  const actions = el(
    'div',
    { class: 'actions' },
    button('Move up', () => list.move(index, -1), {
      class: 'small move-up',
      'aria-label': `Move up: rule ${n}`,
      disabled: index === 0,
    }),
    button('Move down', () => list.move(index, 1), {
      class: 'small move-down',
      'aria-label': `Move down: rule ${n}`,
      disabled: index === list.rules.length - 1,
    }),
    button(
      'Remove rule',
      () => {
        list.rules.splice(index, 1)
        list.draw(list.rules.length > 0 ? { index, what: '.rule-target' } : undefined)
      },
      { class: 'small', 'aria-label': `Remove rule ${n}` },
    ),
  )
  return el(
    'li',
    { class: 'routing-rule', 'aria-labelledby': words.id },
    words,
    conditions,
    el('label', { for: targetId }, `Rule ${n}: send the scan to`),
    target,
    actions,
  )
}

export function mountRules(element: HTMLOListElement, changed: () => void): RulesEditor {
  const self: RulesList = {
    rules: [],
    draw(focus) {
      element.replaceChildren(...self.rules.map((rule, index) => row(self, rule, index)))
      if (focus) {
        const item = element.children[Math.min(focus.index, self.rules.length - 1)]
        const target = item?.querySelector<HTMLElement>(focus.what) ?? item?.querySelector<HTMLElement>('input, select')
        target?.focus()
      }
      changed()
    },
    move(index, by) {
      const [rule] = self.rules.splice(index, 1)
      if (rule) self.rules.splice(index + by, 0, rule)
      const to = index + by
      // The focus stays on the rule that moved: on the same button, unless it is now disabled.
      const what =
        by < 0 ? (to === 0 ? '.move-down' : '.move-up') : to === self.rules.length - 1 ? '.move-up' : '.move-down'
      self.draw({ index: to, what })
    },
  }
  return {
    fill(stored) {
      self.rules = stored.map(copy)
      self.draw()
    },
    value: () => self.rules.map((rule) => ({ if: { ...rule.if } as Conditions, targetUrl: rule.targetUrl })),
    add(added) {
      const first = self.rules.length
      self.rules.push(...added.map(copy))
      self.draw({ index: first, what: '.rule-target' })
    },
    room: (count) => self.rules.length + count <= MAX_RULES,
  }
}
