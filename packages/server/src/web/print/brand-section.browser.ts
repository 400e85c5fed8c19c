/**
 * The dashboard's brand of the public pages (issue #45): the name, logo and colour a scanner sees
 * on a paused, expired or used-up code's page. Shown to admins only (`keys:manage`), who may set it.
 * @markup ./brand-section-markup.ts
 */
import { getBrand, putBrand } from '@dynqr/sdk'
import { attempt, byId, type Session, say } from '../account-pages/session.browser.js'
import { el } from '../shared/dom.browser.js'
import { BRAND_SECTION_HTML } from './brand-section-markup.js'

/** Fills the form with the brand and the account's logos. */
async function load(root: HTMLElement, session: Session) {
  const client = session.client()
  const [brand, logos] = await Promise.all([getBrand(client), client.assets.list()])
  byId<HTMLInputElement>(root, 'brand-name').value = brand.name ?? ''
  if (brand.color) byId<HTMLInputElement>(root, 'brand-color').value = brand.color
  const select = byId<HTMLSelectElement>(root, 'brand-logo')
  select.replaceChildren(el('option', { value: '' }, 'No logo'))
  for (const [i, logo] of logos.entries()) {
    const label = `Logo ${logos.length - i} (${logo.contentType.replace('image/', '').toUpperCase()}, ${logo.width} × ${logo.height})`
    select.append(el('option', { value: logo.id, selected: logo.id === brand.logoAssetId }, label))
  }
}

/** The card; shown once `show` finds the signed-in person may set the brand. */
export function mountBrandSection(session: Session): { root: HTMLElement; show: () => void } {
  const root = el('div')
  root.innerHTML = BRAND_SECTION_HTML
  const section = byId(root, 'brand-section')
  const status = byId(root, 'brand-status')
  byId<HTMLFormElement>(root, 'brand-form').addEventListener('submit', (event) => {
    event.preventDefault()
    const data = new FormData(event.target as HTMLFormElement)
    const logo = String(data.get('logo') ?? '')
    say('Saving…', 'info', status)
    void attempt(async () => {
      await putBrand(session.client(), {
        name: String(data.get('name') ?? '').trim() || null,
        color: String(data.get('color') ?? '') || null,
        logoAssetId: logo || null,
      })
      say('Saved: paused and expired codes now show this brand.', 'success', status)
    }, status)
  })
  return {
    root,
    show: () => {
      if (!session.me().scopes.includes('keys:manage')) return
      section.hidden = false
      void attempt(() => load(root, session), status)
    },
  }
}
