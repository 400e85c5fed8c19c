/**
 * The Brand section's logo: the account's uploaded images to pick from (`GET /assets`), upload by
 * file input or drag and drop (`POST /assets`), and the chosen one as the renderer draws it (a
 * data: URL of the bytes `GET /assets/{id}` answers, as the server embeds them), so the live
 * preview shows the logo exactly where the served image has it; and the logo's size, margin and
 * cleared dots. A part: it makes its fieldset (logo-markup.ts), `root`, for the Brand section to place.
 */
import { DEFAULT_IMAGE_OPTIONS, type ResolvedQrCodeOptions } from '@dynqr/contract'
import type { Logo } from '@dynqr/render'
import type { Asset, Dynqr } from '@dynqr/sdk'
import { byId, el, fromMarkup } from '../shared/dom.browser.js'
import { explain, say } from '../shared/feedback.browser.js'
import { assetKind, logoFromBlob } from './logo-data.browser.js'
import { LOGO_FIELDSET_HTML } from './logo-markup.js'

const MAX_BYTES = 512 * 1024
const TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', svg: 'image/svg+xml' }

export class LogoPicker {
  readonly #client: () => Dynqr | undefined
  /** `picked`: a person chose (or uploaded, or removed) a logo; `loaded`: the chosen one can be drawn. */
  readonly #on: { picked: () => void; loaded: () => void }
  /** The logo fieldset, made here from its markup. */
  readonly root: HTMLElement
  readonly #choices: HTMLElement
  readonly #status: HTMLElement
  readonly #size: HTMLInputElement
  #assets: Asset[] = []
  #chosen: string | undefined
  readonly #blobs = new Map<string, Promise<Blob>>()
  readonly #urls = new Map<string, string>()
  readonly #logos = new Map<string, Logo>()

  constructor(client: () => Dynqr | undefined, on: { picked: () => void; loaded: () => void }) {
    const root = fromMarkup(LOGO_FIELDSET_HTML)
    this.root = root
    this.#client = client
    this.#on = on
    this.#choices = byId(root, 'logo-choices')
    this.#status = byId(root, 'logo-status')
    this.#size = byId<HTMLInputElement>(root, 'logo-size')
    this.#size.addEventListener('input', () => this.#showSize())
    byId<HTMLButtonElement>(root, 'logo-remove').addEventListener('click', () => {
      this.pick(undefined)
      this.#choices.querySelector<HTMLInputElement>('input[value=""]')?.focus()
    })
    this.#wireUpload()
    this.#choices.addEventListener('change', (event) => {
      const radio = event.target as HTMLInputElement
      this.pick(radio.value === '' ? undefined : radio.value)
    })
  }

  #wireUpload(): void {
    const file = byId<HTMLInputElement>(this.root, 'logo-file')
    file.addEventListener('change', () => {
      const chosen = file.files?.[0]
      if (!chosen) return
      void this.upload(chosen).finally(() => {
        file.value = ''
      })
    })
    const drop = this.root
    drop.addEventListener('dragover', (event) => {
      event.preventDefault()
      drop.classList.add('dragging')
    })
    drop.addEventListener('dragleave', () => drop.classList.remove('dragging'))
    drop.addEventListener('drop', (event) => {
      event.preventDefault()
      drop.classList.remove('dragging')
      const dropped = event.dataTransfer?.files[0]
      if (dropped) void this.upload(dropped)
    })
  }

  /** Says `message` in the logo's own status line. */
  tell(message: string): void {
    say(message, 'info', this.#status)
  }

  /** Shows a stored code's logo, size, margin and cleared dots. */
  fill(o: ResolvedQrCodeOptions): void {
    const image = o.imageOptions ?? DEFAULT_IMAGE_OPTIONS
    this.#size.value = String(image.imageSize)
    this.#showSize()
    byId<HTMLInputElement>(this.root, 'logo-margin').value = String(image.margin)
    byId<HTMLInputElement>(this.root, 'logo-clear').checked = image.hideBackgroundDots
    this.choose(o.image)
    this.#showSettings()
  }

  /** `options` with the chosen logo and its settings (none with no logo). */
  apply(options: ResolvedQrCodeOptions): ResolvedQrCodeOptions {
    const { image: _, imageOptions: __, ...o } = options
    if (this.#chosen === undefined) return o
    return {
      ...o,
      image: this.#chosen,
      imageOptions: {
        imageSize: Number(this.#size.value),
        margin: Number(byId<HTMLInputElement>(this.root, 'logo-margin').value) || 0,
        hideBackgroundDots: byId<HTMLInputElement>(this.root, 'logo-clear').checked,
      },
    }
  }

  #showSize(): void {
    byId(this.root, 'logo-size-value').textContent = `${Math.round(Number(this.#size.value) * 100)} %`
  }

  #showSettings(): void {
    byId(this.root, 'logo-settings').hidden = this.#chosen === undefined
  }

  /** The chosen asset's id; undefined for no logo. */
  get chosen(): string | undefined {
    return this.#chosen
  }

  /** The chosen logo as the renderer draws it, once loaded. */
  logo(): Logo | undefined {
    return this.#chosen === undefined ? undefined : this.#logos.get(this.#chosen)
  }

  /** Shows `id` as chosen (a stored code's) and loads it for the preview. */
  choose(id: string | undefined): void {
    this.#chosen = id
    for (const radio of this.#choices.querySelectorAll<HTMLInputElement>('input[type=radio]')) {
      radio.checked = radio.value === (id ?? '')
    }
    if (id !== undefined && !this.#logos.has(id)) void this.#load(id)
  }

  /** A person's choice: shown, loaded and told. */
  pick(id: string | undefined): void {
    this.choose(id)
    this.#showSettings()
    this.#on.picked()
  }

  /** Lists the account's images again and draws the choices. */
  async refresh(): Promise<void> {
    const client = this.#client()
    if (!client) return
    try {
      this.#assets = await client.assets.list()
    } catch (error) {
      say(explain(error), 'error', this.#status)
    }
    this.#draw()
  }

  /** Uploads an image (checked here first for type and size), then chooses it. */
  async upload(file: File): Promise<void> {
    const client = this.#client()
    if (!client) return
    const extension = file.name.split('.').pop()?.toLowerCase() ?? ''
    const type = Object.values(TYPES).includes(file.type) ? file.type : TYPES[extension]
    if (!type) return say(`${file.name} is not a PNG, JPEG or SVG image.`, 'error', this.#status)
    if (file.size > MAX_BYTES) {
      return say(
        `${file.name} is ${Math.ceil(file.size / 1024)} KB: a logo may be at most 512 KB.`,
        'error',
        this.#status,
      )
    }
    say(`Uploading ${file.name}…`, 'info', this.#status)
    try {
      const asset = await client.assets.upload(file, { contentType: type as Asset['contentType'] })
      this.#assets = [asset, ...this.#assets.filter((a) => a.id !== asset.id)]
      // Not the file's own bytes: a PNG or JPEG is stored re-encoded (scaled, metadata dropped), and
      // the preview draws what the server serves, so the stored bytes are read back (#blob).
      this.#draw()
      this.pick(asset.id)
      say(`Uploaded ${file.name}: it is the logo now. Save to publish it.`, 'success', this.#status)
    } catch (error) {
      say(explain(error), 'error', this.#status)
    }
  }

  #blob(id: string): Promise<Blob> {
    let blob = this.#blobs.get(id)
    const client = this.#client()
    if (!blob && client) {
      blob = client.assets.get(id).then((b) => b)
      blob.catch(() => this.#blobs.delete(id))
      this.#blobs.set(id, blob)
    }
    return blob ?? Promise.reject(new Error('Not signed in'))
  }

  async #load(id: string): Promise<void> {
    try {
      const blob = await this.#blob(id)
      const asset =
        this.#assets.find((a) => a.id === id) ?? (await this.#client()?.assets.list())?.find((a) => a.id === id)
      if (!asset) return
      this.#logos.set(id, await logoFromBlob(blob, asset))
      if (this.#chosen === id) this.#on.loaded()
    } catch (error) {
      say(explain(error), 'error', this.#status)
    }
  }

  #thumbnail(id: string, img: HTMLImageElement): void {
    const known = this.#urls.get(id)
    if (known) {
      img.src = known
      return
    }
    void this.#blob(id).then(
      (blob) => {
        const url = URL.createObjectURL(blob)
        this.#urls.set(id, url)
        img.src = url
      },
      () => undefined,
    )
  }

  #draw(): void {
    const radio = (value: string, label: string, ...extra: Node[]) =>
      el(
        'label',
        { class: 'logo-choice' },
        el('input', { type: 'radio', name: 'logo', value, checked: value === (this.#chosen ?? '') }),
        ...extra,
        el('span', {}, label),
      )
    const entries = this.#assets.map((asset, i) => {
      const img = el('img', { alt: '', width: 48, height: 48 })
      this.#thumbnail(asset.id, img)
      const date = asset.createdAt.slice(0, 10)
      return radio(
        asset.id,
        `Logo ${i + 1}: ${assetKind(asset.contentType)} ${asset.width} × ${asset.height}, ${date}`,
        img,
      )
    })
    const title = byId(this.root, 'logo-choice-title')
    this.#choices.replaceChildren(title, radio('', 'No logo'), ...entries)
  }
}
