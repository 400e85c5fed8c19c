/**
 * The Routing card's A/B split (routing-card.browser.ts mounts it): 2–10 targets, each with its
 * share of the visitors in per cent, and the sum of the shares beside them (it must be 100). No
 * split is `[]`: splitting starts from the code's target and one more, half each; removing all
 * but one target ends the split.
 */
import { button, el } from '../shared/dom.browser.js'
import { MAX_VARIANTS, type Variant } from './routing-model.browser.js'

export interface VariantsEditor {
  fill(variants: readonly Variant[]): void
  value(): Variant[]
}

export function mountVariants(
  list: HTMLOListElement,
  sum: HTMLElement,
  add: HTMLButtonElement,
  target: () => string,
): VariantsEditor {
  let variants: Variant[] = []

  const showSum = () => {
    const total = variants.reduce((all, variant) => all + (Number.isFinite(variant.weight) ? variant.weight : 0), 0)
    if (variants.length === 0) {
      sum.textContent = 'No split: scans no rule took go to the target URL.'
      delete sum.dataset.kind
    } else {
      const right = total === 100
      sum.textContent = right
        ? 'The shares add up to 100 %.'
        : `The shares add up to ${total} %: they must add up to 100 %.`
      sum.dataset.kind = right ? 'success' : 'error'
    }
    add.textContent = variants.length === 0 ? 'Split scans between targets' : 'Add a target to the split'
    add.disabled = variants.length >= MAX_VARIANTS
  }

  const draw = (focus?: number) => {
    list.replaceChildren(...variants.map((variant, index) => row(variant, index)))
    if (focus !== undefined) list.children[focus]?.querySelector<HTMLElement>('input')?.focus()
    showSum()
  }

  function row(variant: Variant, index: number): HTMLLIElement {
    const n = index + 1
    const urlId = `variant-${n}-url`
    const weightId = `variant-${n}-weight`
    const url = el('input', {
      id: urlId,
      type: 'url',
      inputmode: 'url',
      maxlength: 2048,
      required: true,
      value: variant.targetUrl,
      placeholder: 'https://…',
      'data-field': `variants.${index}.targetUrl`,
    })
    url.addEventListener('input', () => {
      variant.targetUrl = url.value.trim()
    })
    const weight = el('input', {
      id: weightId,
      type: 'number',
      min: 1,
      max: 100,
      step: 1,
      inputmode: 'numeric',
      value: variant.weight,
      'data-field': `variants.${index}.weight`,
    })
    weight.addEventListener('input', () => {
      variant.weight = Math.round(Number(weight.value))
      showSum()
    })
    const ends = variants.length <= 2
    const remove = button(
      'Remove',
      () => {
        variants = ends ? [] : variants.filter((_, i) => i !== index)
        draw(ends ? undefined : Math.min(index, variants.length - 1))
        if (ends) add.focus()
      },
      { class: 'small', 'aria-label': ends ? `Remove target ${n} (ends the split)` : `Remove target ${n}` },
    )
    return el(
      'li',
      { class: 'routing-variant' },
      el('div', { class: 'variant-url' }, el('label', { for: urlId }, `Target ${n}`), url),
      el('div', { class: 'variant-weight' }, el('label', { for: weightId }, `Share ${n} (%)`), weight),
      remove,
    )
  }

  add.addEventListener('click', () => {
    if (variants.length === 0) {
      variants = [
        { targetUrl: target(), weight: 50 },
        { targetUrl: '', weight: 50 },
      ]
      draw(1)
      return
    }
    const total = variants.reduce((all, variant) => all + variant.weight, 0)
    variants.push({ targetUrl: '', weight: Math.max(1, 100 - total) })
    draw(variants.length - 1)
  })

  return {
    fill(stored) {
      variants = stored.map((variant) => ({ ...variant }))
      draw()
    },
    value: () => variants.map((variant) => ({ ...variant })),
  }
}
