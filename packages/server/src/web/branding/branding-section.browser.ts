/**
 * The edit page's Brand section (issue 30): logo (upload, pick, size, margin, cleared dots),
 * gradients for the dots and the background, and a frame with a call to action. Mounted into
 * `#edit-sections` by one call from edit-page.browser.ts; its controls are inside the edit form,
 * so they are saved with it, and it joins the form through `addOptionsSection`: filled from each
 * stored code, applied over the Style card's options for the live preview and the save.
 *
 * What it shows and the person has not touched is sent back exactly as stored (a stored logo
 * size of 0.33 or a rotation of 0.785398 rad stays so): each group of controls applies only once
 * edited. Everything stored that it does not show (corner gradients) is kept by the form.
 */
import { DEFAULT_FRAME_TEXT, DEFAULT_IMAGE_OPTIONS, type ResolvedQrCodeOptions } from '@dynqr/contract'
import type { Logo } from '@dynqr/render'
import type { Dynqr } from '@dynqr/sdk'
import { addOptionsSection, styleFields } from '../edit-page/edit-form.browser.js'
import { $ } from '../shared/dom.browser.js'
import { say } from '../shared/feedback.browser.js'
import { BRANDING_SECTION_HTML } from './branding-markup.js'
import { GradientEditor } from './gradient-editor.browser.js'
import { LogoPicker } from './logo-picker.browser.js'

type Frame = NonNullable<ResolvedQrCodeOptions['frameOptions']>
type Group = 'logo' | 'dots' | 'background' | 'frame'

export interface Branding {
  /** The chosen logo as the renderer draws it (undefined until loaded, or with no logo). */
  logo(): Logo | undefined
}

/** Inserts the section into `container` (the edit page's `#edit-sections`) and wires it. */
export function mountBranding(container: HTMLElement, client: () => Dynqr | undefined): Branding {
  const section = document.createElement('section')
  section.id = 'branding'
  section.className = 'card branding'
  section.setAttribute('aria-labelledby', 'brand-title')
  section.innerHTML = BRANDING_SECTION_HTML
  container.append(section)

  const changed = () => section.dispatchEvent(new Event('input', { bubbles: true }))
  const size = $<HTMLInputElement>('#logo-size')
  const sizeValue = $<HTMLOutputElement>('#logo-size-value')
  const margin = $<HTMLInputElement>('#logo-margin')
  const clear = $<HTMLInputElement>('#logo-clear')
  const settings = $<HTMLElement>('#logo-settings')
  const frame = {
    type: $<HTMLSelectElement>('#frame-type'),
    text: $<HTMLInputElement>('#frame-text'),
    color: $<HTMLInputElement>('#frame-color'),
    textColor: $<HTMLInputElement>('#frame-text-color'),
  }
  // The groups a person has changed since the code was shown: only those replace the stored values.
  const edited = new Set<Group>()

  // The level error correction had before a picked logo raised it to H, given back when the logo goes.
  let raisedFrom: string | undefined
  const logos = new LogoPicker(client, {
    picked: () => {
      edited.add('logo')
      settings.hidden = logos.chosen === undefined
      // A logo hides modules: the highest error correction restores the most (the API's default with an image).
      const level = styleFields.errorCorrection
      if (logos.chosen !== undefined && level.value !== 'H') {
        raisedFrom = level.value
        level.value = 'H'
        say('Error correction is now H (30 %), so the code scans with the logo over it.', 'info', '#logo-status')
      } else if (logos.chosen === undefined && raisedFrom !== undefined) {
        if (level.value === 'H') level.value = raisedFrom
        raisedFrom = undefined
      }
      changed()
    },
    loaded: changed,
  })
  const dots = new GradientEditor($('#dots-gradient'), 'dotsOptions', () => [styleFields.dotColor.value, '#1c3f94'])
  const background = new GradientEditor($('#background-gradient'), 'backgroundOptions', () => [
    styleFields.backgroundColor.value,
    '#e7f0fd',
  ])

  const showSize = () => {
    sizeValue.textContent = `${Math.round(Number(size.value) * 100)} %`
  }
  const showFrameParts = () => {
    const none = frame.type.value === 'none'
    for (const control of [frame.text, frame.color, frame.textColor]) control.disabled = none
  }
  const mark = (group: Group, root: HTMLElement) =>
    root.addEventListener('input', () => {
      edited.add(group)
    })
  mark('logo', $('#logo-fieldset'))
  mark('dots', $('#dots-gradient'))
  mark('background', $('#background-gradient'))
  mark('frame', $('#frame-fieldset'))
  size.addEventListener('input', showSize)

  $<HTMLButtonElement>('#logo-remove').addEventListener('click', () => {
    logos.pick(undefined)
    $<HTMLInputElement>('#logo-choices input[value=""]').focus()
  })
  // Runs before the form's redraw (this listener is on the select, the redraw's on the form).
  let lastFrame = 'none'
  frame.type.addEventListener('input', () => {
    const type = frame.type.value
    // A new frame starts in the dots' colour with the usual call to action.
    if (lastFrame === 'none' && type !== 'none') {
      if (!frame.text.value.trim()) frame.text.value = DEFAULT_FRAME_TEXT
      frame.color.value = styleFields.dotColor.value
    }
    // Lettering on a banner's band is light; a box's is under the code, on the background.
    if (type !== 'none' && type !== lastFrame) frame.textColor.value = type === 'banner' ? '#ffffff' : frame.color.value
    lastFrame = type
    showFrameParts()
  })

  addOptionsSection({
    fill(code) {
      edited.clear()
      raisedFrom = undefined
      const o = code.qrCodeOptions
      const image = o.imageOptions ?? DEFAULT_IMAGE_OPTIONS
      size.value = String(image.imageSize)
      showSize()
      margin.value = String(image.margin)
      clear.checked = image.hideBackgroundDots
      logos.choose(o.image)
      settings.hidden = o.image === undefined
      dots.fill(o.dotsOptions.gradient)
      background.fill(o.backgroundOptions.gradient)
      const f: Partial<Frame> = o.frameOptions ?? {}
      frame.type.value = f.type ?? 'none'
      frame.text.value = f.text ?? ''
      frame.color.value = f.color ?? '#000000'
      frame.textColor.value = f.textColor ?? '#ffffff'
      lastFrame = frame.type.value
      showFrameParts()
      void logos.refresh()
    },
    apply(options) {
      const o = { ...options }
      if (edited.has('logo')) {
        delete o.image
        delete o.imageOptions
        if (logos.chosen !== undefined) {
          o.image = logos.chosen
          o.imageOptions = {
            imageSize: Number(size.value),
            margin: Number(margin.value) || 0,
            hideBackgroundDots: clear.checked,
          }
        }
      }
      if (edited.has('dots')) o.dotsOptions = withGradient(o.dotsOptions, dots.value())
      if (edited.has('background')) o.backgroundOptions = withGradient(o.backgroundOptions, background.value())
      if (edited.has('frame')) {
        delete o.frameOptions
        if (frame.type.value === 'box' || frame.type.value === 'banner') {
          o.frameOptions = {
            type: frame.type.value,
            text: frame.text.value.trim() || DEFAULT_FRAME_TEXT,
            color: frame.color.value,
            textColor: frame.textColor.value,
          }
        }
      }
      return o
    },
  })
  return { logo: () => logos.logo() }
}

function withGradient<T extends { gradient?: unknown }>(part: T, gradient: T['gradient'] | undefined): T {
  const { gradient: _, ...rest } = part
  return (gradient === undefined ? rest : { ...rest, gradient }) as T
}
