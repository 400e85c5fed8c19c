/**
 * The edit page's Brand section (issue 30): logo (upload, pick, size, margin, cleared dots),
 * gradients for the dots and the background, and a frame with a call to action. A part: it makes
 * its section (branding-markup.ts) for the edit page to place in `#edit-sections`, inside the
 * edit form, so its controls are saved with it; it joins the form as an `OptionsSection` (filled
 * from each stored code, applied over the Style card's options for the live preview and the save)
 * and reads the Style card only through the `StyleCard` it is lent.
 *
 * What it shows and the person has not touched is sent back exactly as stored (a stored logo
 * size of 0.33 or a rotation of 0.785398 rad stays so): each group of controls applies only once
 * edited. Everything stored that it does not show (corner gradients) is kept by the form.
 * @markup ./branding-markup.ts
 */
import { DEFAULT_FRAME_TEXT, type ResolvedQrCodeOptions } from '@dynqr/contract'
import type { Logo } from '@dynqr/render'
import type { Dynqr } from '@dynqr/sdk'
import type { OptionsSection, StyleCard } from '../edit-page/edit-form.browser.js'
import { $, byId, el, emit } from '../shared/dom.browser.js'
import { BRANDING_SECTION_HTML } from './branding-markup.js'
import { GradientEditor } from './gradient-editor.browser.js'
import { LogoPicker } from './logo-picker.browser.js'

type Frame = NonNullable<ResolvedQrCodeOptions['frameOptions']>
type Group = 'logo' | 'dots' | 'background' | 'frame'

export interface Branding {
  /** The section; the page places it in the form. */
  root: HTMLElement
  /** The section's options, for the form. */
  options: OptionsSection
  /** The chosen logo as the renderer draws it (undefined until loaded, or with no logo). */
  logo(): Logo | undefined
  /** Locks the controls to the template named (its options shown), or frees them (undefined). */
  followTemplate(name: string | undefined): void
}

/** The frame fieldset: a new frame starts in the dots' colour with the usual call to action. */
function frameControls(root: HTMLElement, style: StyleCard) {
  const frame = {
    type: byId<HTMLSelectElement>(root, 'frame-type'),
    text: byId<HTMLInputElement>(root, 'frame-text'),
    color: byId<HTMLInputElement>(root, 'frame-color'),
    textColor: byId<HTMLInputElement>(root, 'frame-text-color'),
  }
  const showParts = () => {
    const none = frame.type.value === 'none'
    for (const control of [frame.text, frame.color, frame.textColor]) control.disabled = none
  }
  // Runs before the form's redraw (this listener is on the select, the redraw's on the form).
  let last = 'none'
  frame.type.addEventListener('input', () => {
    const type = frame.type.value
    if (last === 'none' && type !== 'none') {
      if (!frame.text.value.trim()) frame.text.value = DEFAULT_FRAME_TEXT
      frame.color.value = style.dotColor()
    }
    // Lettering on a banner's band is light; a box's is under the code, on the background.
    if (type !== 'none' && type !== last) frame.textColor.value = type === 'banner' ? '#ffffff' : frame.color.value
    last = type
    showParts()
  })
  return {
    fill(f: Partial<Frame>) {
      frame.type.value = f.type ?? 'none'
      frame.text.value = f.text ?? ''
      frame.color.value = f.color ?? '#000000'
      frame.textColor.value = f.textColor ?? '#ffffff'
      last = frame.type.value
      showParts()
    },
    value(): Frame | undefined {
      if (frame.type.value !== 'box' && frame.type.value !== 'banner') return undefined
      return {
        type: frame.type.value,
        text: frame.text.value.trim() || DEFAULT_FRAME_TEXT,
        color: frame.color.value,
        textColor: frame.textColor.value,
      }
    },
  }
}

/** A logo hides modules: picking one raises error correction to H (the API's default with an image), removing it gives the old level back. */
function logoRaisesErrorCorrection(style: StyleCard, tell: (message: string) => void) {
  let raisedFrom: string | undefined
  return {
    reset: () => {
      raisedFrom = undefined
    },
    picked: (chosen: boolean) => {
      const level = style.errorCorrection
      if (chosen && level.value !== 'H') {
        raisedFrom = level.value
        level.value = 'H'
        tell('Error correction is now H (30 %), so the code scans with the logo over it.')
      } else if (!chosen && raisedFrom !== undefined) {
        if (level.value === 'H') level.value = raisedFrom
        raisedFrom = undefined
      }
    },
  }
}

export function mountBranding(client: () => Dynqr | undefined, style: StyleCard): Branding {
  const root = el('section', { id: 'branding', class: 'card branding', 'aria-labelledby': 'brand-title' })
  root.innerHTML = BRANDING_SECTION_HTML
  const changed = () => emit(root, 'input')
  // The groups a person has changed since the code was shown: only those replace the stored values.
  const edited = new Set<Group>()
  const logos = new LogoPicker(client, {
    picked: () => {
      edited.add('logo')
      raise.picked(logos.chosen !== undefined)
      changed()
    },
    loaded: changed,
  })
  $('.logo-slot', root).replaceWith(logos.root)
  const raise = logoRaisesErrorCorrection(style, (message) => logos.tell(message))
  const [dotsFieldset, backgroundFieldset] = gradientFieldsets(root)
  const dots = new GradientEditor(dotsFieldset, 'dotsOptions', () => [style.dotColor(), '#1c3f94'])
  const background = new GradientEditor(backgroundFieldset, 'backgroundOptions', () => [
    style.backgroundColor(),
    '#e7f0fd',
  ])
  const frame = frameControls(root, style)
  const groups: [Group, HTMLElement][] = [
    ['logo', logos.root],
    ['dots', dotsFieldset],
    ['background', backgroundFieldset],
    ['frame', byId(root, 'frame-fieldset')],
  ]
  for (const [group, fieldset] of groups) fieldset.addEventListener('input', () => edited.add(group))

  const options: OptionsSection = {
    fill(code) {
      edited.clear()
      raise.reset()
      const o = code.qrCodeOptions
      logos.fill(o)
      dots.fill(o.dotsOptions.gradient)
      background.fill(o.backgroundOptions.gradient)
      frame.fill(o.frameOptions ?? {})
      void logos.refresh()
    },
    apply(given) {
      let o = { ...given }
      if (edited.has('logo')) o = logos.apply(o)
      if (edited.has('dots')) o.dotsOptions = withGradient(o.dotsOptions, dots.value())
      if (edited.has('background')) o.backgroundOptions = withGradient(o.backgroundOptions, background.value())
      if (edited.has('frame')) {
        const { frameOptions: _, ...rest } = o
        const value = frame.value()
        o = value === undefined ? rest : { ...rest, frameOptions: value }
      }
      return o
    },
  }
  return { root, options, logo: () => logos.logo(), followTemplate: (name) => followTemplate(root, name) }
}

/** The dots' and the background's gradient fieldsets (branding-markup.ts's `gradientFieldset`). */
function gradientFieldsets(root: HTMLElement): [HTMLFieldSetElement, HTMLFieldSetElement] {
  return [$('fieldset.gradient[data-part="dots"]', root), $('fieldset.gradient[data-part="background"]', root)]
}

function followTemplate(root: HTMLElement, name: string | undefined): void {
  byId<HTMLFieldSetElement>(root, 'brand-controls').disabled = name !== undefined
  const note = byId(root, 'brand-template-note')
  note.hidden = name === undefined
  note.textContent = name === undefined ? '' : `The logo, gradients and frame are the template “${name}”’s.`
}

function withGradient<T extends { gradient?: unknown }>(part: T, gradient: T['gradient'] | undefined): T {
  const { gradient: _, ...rest } = part
  return (gradient === undefined ? rest : { ...rest, gradient }) as T
}
