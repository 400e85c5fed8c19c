/**
 * Downloads of a code's image at a size chosen at download time (GET /qrcode/{shortId}/image
 * ?format&size): a dialog asks for the format and the size, the file is named after the code.
 */
import type { ImageFormat } from '@dynqr/contract'
import type { Dynqr } from '@dynqr/sdk'
import { openDialog } from './dialog.browser.js'
import { el } from './dom.browser.js'
import { explain, say } from './feedback.browser.js'

/** Saves a blob as a file the browser downloads. */
export function saveBlob(blob: Blob, name: string): void {
  const link = el('a', { href: URL.createObjectURL(blob), download: name })
  link.click()
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000)
}

/** Fetches the image and saves it as `<shortId>[-<size>].<format>`. */
export async function downloadImage(client: Dynqr, shortId: string, format: ImageFormat, size?: number) {
  const blob = await client.qrcodes.image(shortId, { format, ...(size !== undefined && { size }) })
  saveBlob(blob, size === undefined ? `${shortId}.${format}` : `${shortId}-${size}.${format}`)
}

const SIZES: [number, string][] = [
  [300, 'Small, 300 px (1 inch at 300 dpi)'],
  [600, 'Medium, 600 px (2 inches at 300 dpi)'],
  [1200, 'Large, 1200 px (4 inches at 300 dpi)'],
  [2400, 'Poster, 2400 px (8 inches at 300 dpi)'],
]

/** Asks for format and size, then downloads; feedback goes next to `where`. */
export async function askDownload(client: Dynqr, shortId: string, storedSize: number, where?: HTMLElement) {
  const sizes = el('select', { id: 'download-size', name: 'size' })
  const choices: [number, string][] = [[storedSize, `As stored, ${storedSize} px`], ...SIZES]
  for (const [value, label] of choices.filter(([v], i) => i === 0 || v !== storedSize)) {
    sizes.append(el('option', { value }, label))
  }
  const format = (value: ImageFormat, label: string, checked: boolean) =>
    el('label', { class: 'check' }, el('input', { type: 'radio', name: 'format', value, checked }), label)
  const { value, form } = await openDialog(
    `Download ${shortId}`,
    [
      el(
        'fieldset',
        {},
        el('legend', {}, 'Format'),
        format('png', 'PNG: for documents and the web', true),
        format('svg', 'SVG: vector, sharp when scaled, for print', false),
        format('pdf', 'PDF: one vector page, for print', false),
      ),
      el('label', { for: 'download-size' }, 'Size'),
      sizes,
    ],
    [
      { label: 'Cancel', value: 'cancel' },
      { label: 'Download', value: 'download', className: 'primary' },
    ],
  )
  if (value !== 'download') return
  const data = new FormData(form)
  const chosen = (data.get('format') as ImageFormat | null) ?? 'png'
  const size = Number(data.get('size'))
  try {
    await downloadImage(client, shortId, chosen, size === storedSize ? undefined : size)
    say(`Downloading ${shortId} as ${chosen.toUpperCase()}, ${size} px.`, 'success', where)
  } catch (error) {
    say(explain(error), 'error', where)
  }
}
