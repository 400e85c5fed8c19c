/**
 * The dashboard's "Brand kit" (issue 30): the account's style templates (`GET /styles`), each with
 * a small preview drawn by the renderer the server uses (its logo from `GET /assets/{id}`, as the
 * edit page draws it), renamed (`PUT /styles/{id}` with its options as they are) or deleted; and
 * the account's logos (`GET /assets`) with their kind, size and bytes, deleted. A `409` is told in
 * words: which codes (and templates) still use it, found by walking the account's codes. A
 * read-only key sees the kit without the buttons. Mounted into `#dashboard-sections` by one line;
 * the page calls `show` once signed in.
 */
import { DOT_TYPE_LABELS, resolveQrCodeOptions } from '@dynqr/contract'
import { type Logo, renderSvg } from '@dynqr/render'
import { type Asset, ConflictError, type Dynqr, type QrCode, type Style } from '@dynqr/sdk'
import { assetKind, logoFromBlob } from '../branding/logo-data.browser.js'
import { confirmAction, openDialog } from '../shared/dialog.browser.js'
import { $, button, el } from '../shared/dom.browser.js'
import { explain, say } from '../shared/feedback.browser.js'
import { BRAND_KIT_HTML } from './brand-kit-markup.js'

const STATUS = '#brand-kit-status'
/** The codes walked to say who uses a template or logo (10 pages of 100). */
const WALK_LIMIT = 1000

export interface BrandKit {
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

export function mountBrandKit(): BrandKit {
  const section = el('section', { id: 'brand-kit', class: 'card', 'aria-labelledby': 'brand-kit-title', hidden: true })
  section.innerHTML = BRAND_KIT_HTML
  $<HTMLElement>('#dashboard-sections').append(section)
  const templateList = $<HTMLUListElement>('#template-list')
  const logoList = $<HTMLUListElement>('#logo-list')
  const urls: string[] = []
  let canWrite = false
  let assets: Asset[] = []
  let styles: Style[] = []

  const blobUrl = (blob: Blob) => {
    const url = URL.createObjectURL(blob)
    urls.push(url)
    return url
  }
  const logos = new Map<string, Promise<Blob>>()
  const assetBlob = (api: Dynqr, id: string) => {
    let blob = logos.get(id)
    if (!blob) {
      blob = api.assets.get(id)
      logos.set(id, blob)
    }
    return blob
  }

  /** The template drawn as the server draws its codes (a sample link of a usual length), into `img`. */
  async function preview(api: Dynqr, style: Style, img: HTMLImageElement) {
    const options = resolveQrCodeOptions(style.qrCodeOptions)
    const asset = assets.find((a) => a.id === options.image)
    let logo: Logo | undefined
    if (asset) logo = await logoFromBlob(await assetBlob(api, asset.id), asset)
    const svg = renderSvg(`${location.origin}/${'x'.repeat(8)}`, options, logo)
    img.src = blobUrl(new Blob([svg], { type: 'image/svg+xml' }))
  }

  async function rename(api: Dynqr, style: Style) {
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
    say(`Renamed “${style.name}” to “${name}”.`, 'success', STATUS)
    await load(api)
  }

  async function removeStyle(api: Dynqr, style: Style) {
    const sure = await confirmAction({
      title: `Delete the template “${style.name}”?`,
      text: 'It cannot be brought back. A template that codes follow is not deleted: detach them first.',
      confirm: 'Delete template',
      danger: true,
    })
    if (!sure) return
    try {
      await api.styles.delete(style.id)
      say(`Deleted the template “${style.name}”.`, 'success', STATUS)
      await load(api)
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error
      const { found, more } = await codesUsing(api, (code) => code.styleId === style.id)
      say(
        found.length === 0
          ? `Not deleted: ${error.message}.`
          : `Not deleted: “${style.name}” is used by ${who(found, more, 'code')}. On each code’s edit page choose “Use its style as this code’s own”, then delete the template.`,
        'error',
        STATUS,
      )
    }
  }

  async function removeLogo(api: Dynqr, asset: Asset, label: string) {
    const sure = await confirmAction({
      title: `Delete ${label}?`,
      text: 'It cannot be brought back. A logo that a code or template shows is not deleted: take it out of them first.',
      confirm: 'Delete logo',
      danger: true,
    })
    if (!sure) return
    try {
      await api.assets.delete(asset.id)
      say(`Deleted ${label}.`, 'success', STATUS)
      await load(api)
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error
      const { found, more } = await codesUsing(api, (code) => code.qrCodeOptions.image === asset.id)
      const templates = styles.filter((s) => s.qrCodeOptions.image === asset.id).map((s) => `“${s.name}”`)
      const users = [
        ...(found.length > 0 ? [who(found, more, 'code')] : []),
        ...(templates.length > 0 ? [`${plural(templates.length, 'template')} (${templates.join(', ')})`] : []),
      ]
      say(
        users.length === 0
          ? `Not deleted: ${error.message}.`
          : `Not deleted: ${label} is shown by ${users.join(' and ')}.`,
        'error',
        STATUS,
      )
    }
  }

  /** Runs a button's action, its errors said in the section. */
  const act = (action: () => Promise<void>) => () => {
    action().catch((error: unknown) => say(explain(error), 'error', STATUS))
  }

  function drawStyles(api: Dynqr) {
    templateList.replaceChildren(
      ...styles.map((style) => {
        const img = el('img', {
          class: 'kit-preview',
          alt: `Preview of the template “${style.name}”`,
          width: 96,
          height: 96,
        })
        void preview(api, style, img).catch(() => undefined)
        const o = style.qrCodeOptions
        const parts = [
          `${DOT_TYPE_LABELS[o.dotsOptions.type]} dots`,
          ...(o.image ? ['a logo'] : []),
          ...(o.dotsOptions.gradient ? [`a ${o.dotsOptions.gradient.type} gradient`] : []),
          ...(o.frameOptions && o.frameOptions.type !== 'none'
            ? [`a ${o.frameOptions.type} “${o.frameOptions.text ?? ''}”`]
            : []),
        ]
        return el(
          'li',
          { class: 'kit-item', 'data-style-id': style.id },
          img,
          el(
            'div',
            { class: 'kit-text' },
            el('strong', {}, style.name),
            el('span', { class: 'hint' }, parts.join(', ')),
          ),
          ...(canWrite
            ? [
                el(
                  'div',
                  { class: 'kit-actions' },
                  button(
                    'Rename',
                    act(() => rename(api, style)),
                    { class: 'small', 'aria-label': `Rename “${style.name}”` },
                  ),
                  button(
                    'Delete',
                    act(() => removeStyle(api, style)),
                    {
                      class: 'small',
                      'aria-label': `Delete the template “${style.name}”`,
                    },
                  ),
                ),
              ]
            : []),
        )
      }),
    )
    $<HTMLElement>('#templates-empty').hidden = styles.length > 0
  }

  function drawLogos(api: Dynqr) {
    logoList.replaceChildren(
      ...assets.map((asset, i) => {
        const label = `Logo ${i + 1}`
        const img = el('img', { class: 'kit-thumb', alt: label, width: 48, height: 48 })
        void assetBlob(api, asset.id).then(
          (blob) => {
            img.src = blobUrl(blob)
          },
          () => undefined,
        )
        const about = `${assetKind(asset.contentType)} ${asset.width} × ${asset.height}, ${kb(asset.bytes)}, uploaded ${asset.createdAt.slice(0, 10)}`
        return el(
          'li',
          { class: 'kit-item', 'data-asset-id': asset.id },
          img,
          el('div', { class: 'kit-text' }, el('strong', {}, label), el('span', { class: 'hint' }, about)),
          ...(canWrite
            ? [
                el(
                  'div',
                  { class: 'kit-actions' },
                  button(
                    'Delete',
                    act(() => removeLogo(api, asset, label)),
                    { class: 'small', 'aria-label': `Delete ${label}` },
                  ),
                ),
              ]
            : []),
        )
      }),
    )
    $<HTMLElement>('#logos-empty').hidden = assets.length > 0
  }

  async function load(api: Dynqr) {
    const all: Style[] = []
    const [listed] = await Promise.all([
      api.assets.list(),
      (async () => {
        for await (const style of api.styles.list({ limit: 100 })) all.push(style)
      })(),
    ])
    for (const url of urls.splice(0)) URL.revokeObjectURL(url)
    assets = listed
    styles = all
    drawStyles(api)
    drawLogos(api)
  }

  return {
    show: async (api, write) => {
      canWrite = write
      section.hidden = false
      $<HTMLElement>('#brand-kit-read-only').hidden = canWrite
      try {
        await load(api)
      } catch (error) {
        say(`The brand kit could not be loaded: ${explain(error)}`, 'error', STATUS)
      }
    },
  }
}
