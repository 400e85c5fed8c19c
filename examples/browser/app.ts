/**
 * The SDK in a browser page: list the key's QR codes. Values from the API are set as text,
 * never as HTML. Open index.html with ?base=…&key=… to load at once.
 */
import { Dynqr, DynqrApiError } from '@dynqr/sdk'

const form = document.querySelector<HTMLFormElement>('#connect')
const base = document.querySelector<HTMLInputElement>('#base')
const key = document.querySelector<HTMLInputElement>('#key')
const status = document.querySelector<HTMLElement>('#status')
const list = document.querySelector<HTMLUListElement>('#codes')

async function load(baseUrl: string, apiKey: string) {
  if (!status || !list) return
  status.textContent = 'Loading…'
  list.replaceChildren()
  try {
    const dynqr = new Dynqr({ apiKey, baseUrl })
    let count = 0
    for await (const code of dynqr.qrcodes.list({ sort: 'views' })) {
      const item = document.createElement('li')
      item.textContent = `${code.shortId} → ${code.targetUrl} (${code.views} views)`
      list.append(item)
      count += 1
    }
    status.textContent = `${count} codes`
  } catch (error) {
    status.textContent = error instanceof DynqrApiError ? `${error.code}: ${error.message}` : String(error)
  }
}

form?.addEventListener('submit', (event) => {
  event.preventDefault()
  void load(base?.value ?? '', key?.value ?? '')
})

const params = new URLSearchParams(location.search)
const givenBase = params.get('base')
const givenKey = params.get('key')
if (givenBase && givenKey) void load(givenBase, givenKey)
