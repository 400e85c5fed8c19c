/**
 * The dashboard's "Brand kit" (issue 30): the account's style templates (`GET /styles`), each with
 * a small preview drawn by the renderer the server uses (its logo from `GET /assets/{id}`, as the
 * edit page draws it), renamed (`PUT /styles/{id}` with its options as they are) or deleted; and
 * edited (its style, in a dialog: template-editor.browser.ts, `PUT /styles/{id}`, saying which codes
 * change with it, issue #45), and the account's logos (`GET /assets`) with their kind, size and bytes, deleted. A `409` is told in
 * words: which codes (and templates) still use it, found by walking the account's codes. A
 * read-only key sees the kit without the buttons. A part: it makes its section (brand-kit-markup.ts)
 * for the dashboard to place; the page calls `show` once signed in.
 */
import { DOT_TYPE_LABELS, resolveQrCodeOptions } from '@dynqr/contract'
import { type Logo, renderSvg } from '@dynqr/render'
import { type Asset, ConflictError, type Dynqr, type QrCode, type Style } from '@dynqr/sdk'
import { assetKind, logoFromBlob } from '../branding/logo-data.browser.js'
import { confirmAction, openDialog } from '../shared/dialog.browser.js'
import { button, byId, el } from '../shared/dom.browser.js'
import { explain, say } from '../shared/feedback.browser.js'
import { BRAND_KIT_HTML } from './brand-kit-markup.js'
import { editTemplate } from './template-editor.browser.js'

/** The codes walked to say who uses a template or logo (10 pages of 100). */
const WALK_LIMIT = 1000

export interface BrandKit {
  /** The section, hidden until shown; the page places it. */
  root: HTMLElement
  /** Lists the templates and logos with `client`; `canWrite` shows the rename and delete buttons. */
  show: (client: Dynqr, canWrite: boolean) => Promise<void>
}

const kb = (bytes: number) => (bytes < 1024 ? `${bytes} bytes` : `${(bytes / 1024).toFixed(1)} KB`)
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`

/** The account's codes that `uses`, up to WALK_LIMIT walked (`more`: there were more to walk). */
async function codesUsing(client: Dynqr, uses: (code: QrCode) => boolean) {
  const found: string[] = []
  let walked = 0
  for await (const code of client.qrcodes.list({ limit: 100, sort: 'createdAt', order: 'asc' })) {
    if (uses(code)) found.push(code.shortId)
    walked += 1
    if (walked >= WALK_LIMIT) return { found, more: true }
  }
  return { found, more: false }
}

/** "3 codes (menu, spring, table-4)", the first few named. */
function who(ids: string[], more: boolean, one: string): string {
  const named = ids.slice(0, 5).join(', ') + (ids.length > 5 ? ', …' : '')
  return `${more ? 'at least ' : ''}${plural(ids.length, one)}${ids.length > 0 ? ` (${named})` : ''}`
}

/** What a template's line says of it: its dots, logo, gradient and frame. */
function aboutStyle(style: Style): string {
  const o = style.qrCodeOptions
  return [
    `${DOT_TYPE_LABELS[o.dotsOptions.type]} dots`,
    ...(o.image ? ['a logo'] : []),
    ...(o.dotsOptions.gradient ? [`a ${o.dotsOptions.gradient.type} gradient`] : []),
    ...(o.frameOptions && o.frameOptions.type !== 'none'
      ? [`a ${o.frameOptions.type} “${o.frameOptions.text ?? ''}”`]
      : []),
  ].join(', ')
}

/** One entry of a list: picture, name and words, and the buttons of a key that may write. */
function kitItem(
  data: Record<string, string>,
  img: HTMLImageElement,
  name: string,
  about: string,
  buttons: HTMLButtonElement[],
) {
  return el(
    'li',
    { class: 'kit-item', ...data },
    img,
    el('div', { class: 'kit-text' }, el('strong', {}, name), el('span', { class: 'hint' }, about)),
    ...(buttons.length > 0 ? [el('div', { class: 'kit-actions' }, ...buttons)] : []),
  )
}

/** Who still uses an asset, in words: codes and templates. */
function assetUsers(found: string[], more: boolean, templates: string[]): string[] {
  return [
    ...(found.length > 0 ? [who(found, more, 'code')] : []),
    ...(templates.length > 0 ? [`${plural(templates.length, 'template')} (${templates.join(', ')})`] : []),
  ]
}

class BrandKitSection {
  readonly root = el('section', { id: 'brand-kit', class: 'card', 'aria-labelledby': 'brand-kit-title', hidden: true })
  readonly #status: HTMLElement
  readonly #urls: string[] = []
  readonly #logos = new Map<string, Promise<Blob>>()
  #canWrite = false
  #assets: Asset[] = []
  #styles: Style[] = []

  constructor() {
    this.root.innerHTML = BRAND_KIT_HTML
    this.#status = byId(this.root, 'brand-kit-status')
  }

  async show(api: Dynqr, canWrite: boolean): Promise<void> {
    this.#canWrite = canWrite
    this.root.hidden = false
    byId(this.root, 'brand-kit-read-only').hidden = canWrite
    try {
      await this.#load(api)
    } catch (error) {
      say(`The brand kit could not be loaded: ${explain(error)}`, 'error', this.#status)
    }
  }

  #blobUrl(blob: Blob): string {
    const url = URL.createObjectURL(blob)
    this.#urls.push(url)
    return url
  }

  #assetBlob(api: Dynqr, id: string): Promise<Blob> {
    let blob = this.#logos.get(id)
    if (!blob) {
      blob = api.assets.get(id)
      this.#logos.set(id, blob)
    }
    return blob
  }

  /** The template drawn as the server draws its codes (a sample link of a usual length), into `img`. */
  async #preview(api: Dynqr, style: Style, img: HTMLImageElement): Promise<void> {
    const options = resolveQrCodeOptions(style.qrCodeOptions)
    const logo = await this.#logoOf(api, style)
    const svg = renderSvg(`${location.origin}/${'x'.repeat(8)}`, options, logo)
    img.src = this.#blobUrl(new Blob([svg], { type: 'image/svg+xml' }))
  }

  async #rename(api: Dynqr, style: Style): Promise<void> {
    const input = el('input', { id: 'rename-input', type: 'text', maxlength: 100, required: true, autocomplete: 'off' })
    input.value = style.name
    const { value } = await openDialog(
      `Rename the template “${style.name}”`,
      [el('label', { for: 'rename-input' }, 'New name'), input],
      [
        { label: 'Cancel', value: 'cancel' },
        { label: 'Rename', value: 'rename', className: 'primary' },
      ],
    )
    const name = input.value.trim()
    if (value !== 'rename' || name === '' || name === style.name) return
    // The options as they are: the codes that follow it do not change.
    await api.styles.update(style.id, { name, qrCodeOptions: style.qrCodeOptions })
    say(`Renamed “${style.name}” to “${name}”.`, 'success', this.#status)
    await this.#load(api)
  }

  /** The template's logo as the renderer draws it, if it has one. */
  async #logoOf(api: Dynqr, style: Style): Promise<Logo | undefined> {
    const asset = this.#assets.find((a) => a.id === style.qrCodeOptions.image)
    return asset ? logoFromBlob(await this.#assetBlob(api, asset.id), asset) : undefined
  }

  /** The template's style edited in a dialog (template-editor.browser.ts) and saved with `PUT /styles/{id}`. */
  async #edit(api: Dynqr, style: Style): Promise<void> {
    let following = ''
    const saved = await editTemplate(api, style, {
      logo: (of) => this.#logoOf(api, of),
      async followers(of) {
        const { found, more } = await codesUsing(api, (code) => code.styleId === of.id)
        following = found.length === 0 ? 'no code follows it yet' : `${who(found, more, 'code')} changed with it`
        return found.length === 0
          ? 'No code follows this template yet: saving changes no code.'
          : `Saving changes ${who(found, more, 'code')}: they follow this template.`
      },
    })
    if (!saved) return
    say(`Saved the template “${saved.name}”${following ? `: ${following}` : ''}.`, 'success', this.#status)
    await this.#load(api)
  }

  async #removeStyle(api: Dynqr, style: Style): Promise<void> {
    const sure = await confirmAction({
      title: `Delete the template “${style.name}”?`,
      text: 'It cannot be brought back. A template that codes follow is not deleted: detach them first.',
      confirm: 'Delete template',
      danger: true,
    })
    if (!sure) return
    try {
      await api.styles.delete(style.id)
      say(`Deleted the template “${style.name}”.`, 'success', this.#status)
      await this.#load(api)
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error
      const { found, more } = await codesUsing(api, (code) => code.styleId === style.id)
      say(
        found.length === 0
          ? `Not deleted: ${error.message}.`
          : `Not deleted: “${style.name}” is used by ${who(found, more, 'code')}. On each code’s edit page choose “Use its style as this code’s own”, then delete the template.`,
        'error',
        this.#status,
      )
    }
  }

  async #removeLogo(api: Dynqr, asset: Asset, label: string): Promise<void> {
    const sure = await confirmAction({
      title: `Delete ${label}?`,
      text: 'It cannot be brought back. A logo that a code or template shows is not deleted: take it out of them first.',
      confirm: 'Delete logo',
      danger: true,
    })
    if (!sure) return
    try {
      await api.assets.delete(asset.id)
      say(`Deleted ${label}.`, 'success', this.#status)
      await this.#load(api)
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error
      const { found, more } = await codesUsing(api, (code) => code.qrCodeOptions.image === asset.id)
      const templates = this.#styles.filter((s) => s.qrCodeOptions.image === asset.id).map((s) => `“${s.name}”`)
      const users = assetUsers(found, more, templates)
      say(
        users.length === 0
          ? `Not deleted: ${error.message}.`
          : `Not deleted: ${label} is shown by ${users.join(' and ')}.`,
        'error',
        this.#status,
      )
    }
  }

  /** A button of a key that may write, running `action` with its errors said in the section. */
  #buttons(...wanted: [string, () => Promise<void>, string][]): HTMLButtonElement[] {
    if (!this.#canWrite) return []
    return wanted.map(([label, action, name]) =>
      button(
        label,
        () => {
          action().catch((error: unknown) => say(explain(error), 'error', this.#status))
        },
        { class: 'small', 'aria-label': name },
      ),
    )
  }

  #drawStyles(api: Dynqr): void {
    byId(this.root, 'template-list').replaceChildren(
      ...this.#styles.map((style) => {
        const img = el('img', {
          class: 'kit-preview',
          alt: `Preview of the template “${style.name}”`,
          width: 96,
          height: 96,
        })
        void this.#preview(api, style, img).catch(() => undefined)
        const buttons = this.#buttons(
          ['Edit', () => this.#edit(api, style), `Edit the template “${style.name}”`],
          ['Rename', () => this.#rename(api, style), `Rename “${style.name}”`],
          ['Delete', () => this.#removeStyle(api, style), `Delete the template “${style.name}”`],
        )
        return kitItem({ 'data-style-id': style.id }, img, style.name, aboutStyle(style), buttons)
      }),
    )
    byId(this.root, 'templates-empty').hidden = this.#styles.length > 0
  }

  #drawLogos(api: Dynqr): void {
    byId(this.root, 'logo-list').replaceChildren(
      ...this.#assets.map((asset, i) => {
        const label = `Logo ${i + 1}`
        const img = el('img', { class: 'kit-thumb', alt: label, width: 48, height: 48 })
        void this.#assetBlob(api, asset.id).then(
          (blob) => {
            img.src = this.#blobUrl(blob)
          },
          () => undefined,
        )
        const about = `${assetKind(asset.contentType)} ${asset.width} × ${asset.height}, ${kb(asset.bytes)}, uploaded ${asset.createdAt.slice(0, 10)}`
        const buttons = this.#buttons(['Delete', () => this.#removeLogo(api, asset, label), `Delete ${label}`])
        return kitItem({ 'data-asset-id': asset.id }, img, label, about, buttons)
      }),
    )
    byId(this.root, 'logos-empty').hidden = this.#assets.length > 0
  }

  async #load(api: Dynqr): Promise<void> {
    const all: Style[] = []
    const [listed] = await Promise.all([
      api.assets.list(),
      (async () => {
        for await (const style of api.styles.list({ limit: 100 })) all.push(style)
      })(),
    ])
    for (const url of this.#urls.splice(0)) URL.revokeObjectURL(url)
    this.#assets = listed
    this.#styles = all
    this.#drawStyles(api)
    this.#drawLogos(api)
  }
}

/** Makes the Brand kit's section; the page places `root` and calls `show` once signed in. */
export function mountBrandKit(): BrandKit {
  const kit = new BrandKitSection()
  return { root: kit.root, show: (api, canWrite) => kit.show(api, canWrite) }
}
