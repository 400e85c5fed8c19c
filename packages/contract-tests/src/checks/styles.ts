import { type Check, check, type FullRun } from '../check.js'

const NAVY = { dotsOptions: { type: 'rounded', color: '#1a2b3c' } }
const GREEN = { dotsOptions: { type: 'rounded', color: '#0b4f2e' } }

type Style = { id: string; name: string; qrCodeOptions: { dotsOptions: { color: string } } }
type Code = { styleId: string | null; qrCodeOptions: { dotsOptions: { color: string } } }

/**
 * /styles (issue #30): a template made, read, listed and replaced; a code drawn with it follows
 * its change (options and ETag); a template in use is not deleted; styleId with options is a 400.
 */
export function styleChecks({ kit, run }: FullRun): Check[] {
  return [
    check('createStyle', 'stores a template (201), and a code with its styleId follows its changes', async () => {
      const created = await kit.call('createStyle', { body: { name: `ct-${run}`, qrCodeOptions: NAVY } })
      kit.require(created, created.status === 201, 'must answer 201')
      const style = created.json as Style
      kit.expect(created, /^sty_[0-9a-f]{16}$/.test(style.id), 'the id must be sty_ and 16 hex characters')
      const read = await kit.call('getStyle', { params: { styleId: style.id } })
      kit.expect(read, read.status === 200, 'the template must be readable (200)')
      const listed = await kit.call('listStyles', { query: 'limit=100' })
      const ids = ((listed.json as { data?: { id: string }[] }).data ?? []).map((s) => s.id)
      kit.expect(listed, listed.status === 200 && ids.includes(style.id), 'the list must hold the new template')

      const shortId = `ct-style-${run}`
      const code = await kit.call('createQrCode', {
        body: { targetUrl: 'https://example.com/', customShortId: shortId, styleId: style.id },
      })
      kit.require(code, code.status === 201, 'a code must take the account’s template (201)')
      const made = code.json as Code
      kit.expect(code, made.styleId === style.id, 'the code must carry its styleId')
      kit.expect(code, made.qrCodeOptions.dotsOptions.color === '#1a2b3c', 'and the template’s options')

      const replaced = await kit.call('updateStyle', {
        params: { styleId: style.id },
        body: { name: `ct-${run}`, qrCodeOptions: GREEN },
      })
      kit.expect(replaced, replaced.status === 200, 'the template must be replaced (200)')
      const after = await kit.call('getQrCode', { params: { shortId } })
      const changed = after.json as Code
      kit.expect(after, changed.qrCodeOptions.dotsOptions.color === '#0b4f2e', 'the code must follow the template')
      kit.expect(after, after.headers.get('etag') !== code.headers.get('etag'), 'and its ETag must change')

      const inUse = await kit.call('deleteStyle', { params: { styleId: style.id } })
      kit.expect(inUse, inUse.status === 409, 'a template a code uses must not be deleted (409)')
      const detached = await kit.call('updateQrCode', { params: { shortId }, body: { styleId: null } })
      const own = detached.json as Code
      kit.expect(detached, detached.status === 200 && own.styleId === null, 'styleId null must detach the code')
      kit.expect(detached, own.qrCodeOptions.dotsOptions.color === '#0b4f2e', 'keeping the template’s options')
      await kit.call('deleteQrCode', { params: { shortId } })
      const deleted = await kit.call('deleteStyle', { params: { styleId: style.id } })
      kit.expect(deleted, deleted.status === 204, 'an unused template must be deleted (204)')
      const gone = await kit.call('getStyle', { params: { styleId: style.id } })
      kit.expect(gone, gone.status === 404, 'a deleted template must answer 404')
    }),
    check('createQrCode', 'refuses styleId together with qrCodeOptions (400 naming styleId)', async () => {
      const both = await kit.call('createQrCode', {
        body: { targetUrl: 'https://example.com/', styleId: 'sty_0000000000000000', qrCodeOptions: NAVY },
      })
      const details = (both.json as { details?: { field: string }[] }).details ?? []
      kit.expect(both, both.status === 400 && details[0]?.field === 'styleId', 'must answer 400 naming styleId')
    }),
  ]
}
