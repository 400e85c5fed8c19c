/**
 * One condition of a routing rule as controls (the Routing card's rule rows draw them): checkboxes
 * for the contract's vocabularies (device, OS, days), codes typed for countries and languages,
 * a window of hours with its time zone, instants in UTC, and link parameters. Each control names
 * the field it edits (`data-field="rules.2.if.os"`, as the API's `details` say) and writes its
 * value back through `set` as the person types.
 */
import { SCAN_DEVICE_LABELS, SCAN_DEVICES, SCAN_OS_LABELS, SCAN_OSES, WEEKDAY_LABELS, WEEKDAYS } from '@dynqr/contract'
import { el } from '../shared/dom.browser.js'
import { fromUtcInput, utcInput } from '../shared/time.browser.js'
import {
  type ConditionKind,
  type Conditions,
  codesOf,
  listOf,
  oneOrMany,
  queryOf,
  queryText,
} from './routing-model.browser.js'

/** Where a condition's controls sit: their ids start with `id`, their fields with `field`. */
export interface ConditionPlace {
  id: string
  field: string
  /** "Rule 2", for the labels a screen reader reads out of context. */
  rule: string
}

type Set = (value: Conditions[ConditionKind]) => void

/** Checkboxes, one a value of a vocabulary; the checked ones are the condition's list. */
function checkboxes(
  place: ConditionPlace,
  kind: ConditionKind,
  legend: string,
  values: readonly string[],
  labels: Readonly<Record<string, string>>,
  chosen: readonly string[],
  set: (values: string[]) => void,
): HTMLElement {
  const boxes = values.map((value) =>
    el('input', { type: 'checkbox', id: `${place.id}-${kind}-${value}`, value, checked: chosen.includes(value) }),
  )
  const fieldset = el(
    'fieldset',
    { class: 'choices', 'data-field': `${place.field}.if.${kind}`, 'data-label': `${place.rule}: ${legend}` },
    el('legend', {}, legend),
    ...boxes.map((box) =>
      el('div', { class: 'check' }, box, el('label', { for: box.id }, labels[box.value] ?? box.value)),
    ),
  )
  fieldset.addEventListener('input', () => set(boxes.filter((box) => box.checked).map((box) => box.value)))
  return fieldset
}

/** One labelled input. */
function field(
  place: ConditionPlace,
  kind: string,
  label: string,
  attributes: Record<string, string | number>,
  read: (input: HTMLInputElement) => void,
  name = kind,
): HTMLElement {
  const id = `${place.id}-${kind}`
  const input = el('input', { id, autocomplete: 'off', ...attributes, 'data-field': `${place.field}.if.${name}` })
  input.addEventListener('input', () => read(input))
  return el('div', { class: 'condition-field' }, el('label', { for: id }, label), input)
}

/** The zones the platform knows (IANA, from Intl), UTC first. */
function timeZones(): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
  return ['UTC', ...known.filter((zone) => zone !== 'UTC')]
}

function hoursControls(place: ConditionPlace, hours: NonNullable<Conditions['hours']>, set: Set): HTMLElement {
  const value = { ...hours }
  const time = (end: 'start' | 'end', label: string) =>
    field(
      place,
      `hours-${end}`,
      label,
      { type: 'time', value: value[end] },
      (input) => {
        value[end] = input.value
        set({ ...value })
      },
      `hours.${end}`,
    )
  const zoneId = `${place.id}-hours-zone`
  const zones = timeZones()
  if (!zones.includes(value.timeZone)) zones.unshift(value.timeZone)
  const zone = el(
    'select',
    { id: zoneId, 'data-field': `${place.field}.if.hours.timeZone` },
    ...zones.map((name) => el('option', { value: name, selected: name === value.timeZone }, name)),
  )
  zone.addEventListener('input', () => {
    value.timeZone = zone.value
    set({ ...value })
  })
  return el(
    'div',
    { class: 'row' },
    time('start', 'From (hh:mm)'),
    time('end', 'To (hh:mm)'),
    el('div', { class: 'condition-field' }, el('label', { for: zoneId }, 'Time zone'), zone),
  )
}

/** The controls of one condition of `kind`, showing `value`. */
export function conditionControls(
  place: ConditionPlace,
  kind: ConditionKind,
  conditions: Conditions,
  set: Set,
): HTMLElement {
  switch (kind) {
    case 'os':
      return checkboxes(place, kind, 'Operating system', SCAN_OSES, SCAN_OS_LABELS, listOf(conditions.os ?? []), (v) =>
        set(oneOrMany(v)),
      )
    case 'device':
      return checkboxes(place, kind, 'Device', SCAN_DEVICES, SCAN_DEVICE_LABELS, listOf(conditions.device ?? []), (v) =>
        set(oneOrMany(v)),
      )
    case 'days':
      return checkboxes(
        place,
        kind,
        'Days (UTC, or the hours’ time zone)',
        WEEKDAYS,
        WEEKDAY_LABELS,
        conditions.days ?? [],
        (v) => set(v as Conditions['days']),
      )
    case 'country':
    case 'language': {
      const label = kind === 'country' ? 'Countries (codes such as DE, AT)' : 'Languages (codes such as de, fr)'
      const text = listOf(conditions[kind] ?? []).join(', ')
      return field(place, kind, label, { type: 'text', value: text, maxlength: 200 }, (input) =>
        set(oneOrMany(codesOf(input.value, kind))),
      )
    }
    case 'hours':
      return hoursControls(place, conditions.hours ?? { start: '09:00', end: '17:00', timeZone: 'UTC' }, set)
    case 'from':
    case 'until': {
      const label = kind === 'from' ? 'From (UTC)' : 'Until (UTC)'
      const value = utcInput(conditions[kind] ?? null).slice(0, 16)
      return field(place, kind, label, { type: 'datetime-local', value, step: 60 }, (input) =>
        set(fromUtcInput(input.value) ?? ''),
      )
    }
    case 'query':
      return field(
        place,
        kind,
        'Link parameters the scan must carry (name=value&…)',
        { type: 'text', value: queryText(conditions.query ?? {}), maxlength: 500, placeholder: 'ref=poster' },
        (input) => set(queryOf(input.value)),
      )
  }
}
