/**
 * One gradient editor of the Brand section (dots or background): a plain colour (the default,
 * the Style card's colour), or a linear or radial gradient with an angle and 2–5 colour stops.
 * Angles are shown in degrees and stored in radians, as qr-code-styling names them. A part: its
 * root is the gradient fieldset it is given (branding-markup.ts), its lookups are inside it.
 */
import type { GradientType } from '@dynqr/contract'
import { $, button, el } from '../shared/dom.browser.js'

export interface Gradient {
  type: GradientType
  rotation: number
  colorStops: { offset: number; color: string }[]
}

const MAX_STOPS = 5
const MIN_STOPS = 2

/** Degrees (0–359, whole) ⇄ radians (rounded to 4 places, as people type angles). */
const toRadians = (degrees: number) => Math.round(((((degrees % 360) + 360) % 360) * Math.PI * 10_000) / 180) / 10_000
const toDegrees = (radians: number) => ((Math.round((radians * 180) / Math.PI) % 360) + 360) % 360

export class GradientEditor {
  readonly #root: HTMLFieldSetElement
  readonly #part: 'dots' | 'background'
  readonly #field: string
  readonly #fill: HTMLSelectElement
  readonly #rotation: HTMLInputElement
  readonly #stops: HTMLOListElement
  readonly #add: HTMLButtonElement
  /** The colours a new gradient starts from: the plain colour and a second one. */
  readonly #defaults: () => [string, string]

  constructor(root: HTMLFieldSetElement, field: string, defaults: () => [string, string]) {
    this.#root = root
    this.#part = root.dataset.part === 'background' ? 'background' : 'dots'
    this.#field = field
    this.#defaults = defaults
    this.#fill = $<HTMLSelectElement>('select', root)
    this.#rotation = $<HTMLInputElement>('input[type=number]', root)
    this.#stops = $<HTMLOListElement>('ol.stops', root)
    this.#add = $<HTMLButtonElement>('button.add-stop', root)
    this.#fill.addEventListener('input', () => {
      if (this.#fill.value !== 'plain' && this.#stops.children.length < MIN_STOPS) {
        const [first, second] = this.#defaults()
        this.#drawStops([
          { offset: 0, color: first },
          { offset: 1, color: second },
        ])
      }
      this.#showParts()
    })
    this.#add.addEventListener('click', () => {
      const stops = this.#readStops()
      const last = stops[stops.length - 1]
      stops.push({ offset: 1, color: last?.color ?? '#000000' })
      // The new stop takes the end; the others move up to make room, keeping their order.
      const count = stops.length
      this.#drawStops(
        stops.map((stop, i) => ({ ...stop, offset: i === count - 1 ? 1 : Math.min(stop.offset, i / (count - 1)) })),
      )
      this.#changed()
      this.#focusStop(count)
    })
  }

  /** Shows a stored gradient (type and rotation may be left to their defaults), or the plain colour. */
  fill(gradient: (Partial<Omit<Gradient, 'colorStops'>> & Pick<Gradient, 'colorStops'>) | undefined): void {
    this.#fill.value = gradient ? (gradient.type ?? 'linear') : 'plain'
    this.#rotation.value = String(toDegrees(gradient?.rotation ?? 0))
    this.#drawStops(gradient?.colorStops ?? [])
    this.#showParts()
  }

  /** The gradient the controls say; undefined for a plain colour. */
  value(): Gradient | undefined {
    const type = this.#fill.value
    if (type !== 'linear' && type !== 'radial') return undefined
    return { type, rotation: toRadians(Number(this.#rotation.value) || 0), colorStops: this.#readStops() }
  }

  #readStops(): Gradient['colorStops'] {
    return [...this.#stops.querySelectorAll('li')].map((item) => ({
      offset: Math.min(1, Math.max(0, Number($<HTMLInputElement>('input[type=number]', item).value) / 100)),
      color: $<HTMLInputElement>('input[type=color]', item).value,
    }))
  }

  #changed(): void {
    this.#root.dispatchEvent(new Event('input', { bubbles: true }))
  }

  #drawStops(stops: Gradient['colorStops']): void {
    const Part = this.#part === 'dots' ? 'Dots' : 'Background'
    const items = stops.map((stop, i) => {
      const n = i + 1
      const id = `${this.#part}-stop-${n}`
      return el(
        'li',
        { class: 'stop' },
        el(
          'div',
          {},
          el('label', { for: `${id}-color` }, `${Part} stop ${n} colour`),
          el('input', {
            id: `${id}-color`,
            type: 'color',
            value: stop.color,
            'data-field': `qrCodeOptions.${this.#field}.gradient.colorStops.${i}.color`,
          }),
        ),
        el(
          'div',
          {},
          el('label', { for: `${id}-offset` }, `${Part} stop ${n} position (%)`),
          el('input', {
            id: `${id}-offset`,
            type: 'number',
            min: 0,
            max: 100,
            step: 1,
            inputmode: 'numeric',
            value: Math.round(stop.offset * 100),
            'data-field': `qrCodeOptions.${this.#field}.gradient.colorStops.${i}.offset`,
          }),
        ),
        button(
          'Remove',
          () => {
            const rest = this.#readStops().filter((_, j) => j !== i)
            this.#drawStops(rest)
            this.#changed()
            this.#focusStop(Math.min(n, rest.length))
          },
          { class: 'small', 'aria-label': `Remove ${this.#part} stop ${n}`, disabled: stops.length <= MIN_STOPS },
        ),
      )
    })
    this.#stops.replaceChildren(...items)
    this.#add.disabled = stops.length >= MAX_STOPS
  }

  /** Focuses the colour of stop `n` (from 1). */
  #focusStop(n: number): void {
    this.#stops.querySelectorAll<HTMLInputElement>('input[type=color]')[n - 1]?.focus()
  }

  #showParts(): void {
    const type = this.#fill.value
    const plain = type === 'plain'
    this.#stops.hidden = plain
    this.#add.hidden = plain
    // A radial gradient spreads from the centre: it has no angle.
    $<HTMLElement>('.gradient-angle', this.#root).hidden = type !== 'linear'
  }
}
