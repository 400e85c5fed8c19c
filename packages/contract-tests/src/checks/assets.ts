import { type Check, check, type FullRun } from '../check.js'

const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 10"><rect width="20" height="10" fill="#8b0000"/></svg>'

/** /assets (issue #30): upload, read, list, use in a code and delete a logo; refused uploads. */
export function assetChecks({ kit, run }: FullRun): Check[] {
  return [
    check(
      'uploadAsset',
      'stores an SVG logo (201) with its size, serves it, lists it and deletes it (204)',
      async () => {
        const upload = await kit.call('uploadAsset', { rawBody: LOGO, headers: { 'content-type': 'image/svg+xml' } })
        kit.require(upload, upload.status === 201, 'must answer 201')
        const asset = upload.json as { id: string; width: number; height: number }
        kit.expect(upload, asset.width === 20 && asset.height === 10, 'width and height must come from the viewBox')
        const read = await kit.call('getAsset', { params: { assetId: asset.id } })
        kit.expect(read, read.status === 200, 'the asset must be served (200)')
        kit.expect(read, read.headers.get('content-type')?.startsWith('image/svg+xml') === true, 'as image/svg+xml')
        const listed = await kit.call('listAssets')
        const ids = ((listed.json as { data?: { id: string }[] }).data ?? []).map((a) => a.id)
        kit.expect(listed, ids.includes(asset.id), 'the list must hold the new asset')
        const code = await kit.call('createQrCode', {
          body: {
            targetUrl: 'https://example.com/',
            customShortId: `ct-logo-${run}`,
            qrCodeOptions: { image: asset.id },
          },
        })
        kit.expect(code, code.status === 201, 'a code must show the account’s logo (201)')
        const inUse = await kit.call('deleteAsset', { params: { assetId: asset.id } })
        kit.expect(inUse, inUse.status === 409, 'a logo a code shows must not be deleted (409)')
        await kit.call('deleteQrCode', { params: { shortId: `ct-logo-${run}` } })
        const deleted = await kit.call('deleteAsset', { params: { assetId: asset.id } })
        kit.expect(deleted, deleted.status === 204, 'an unused logo must be deleted (204)')
        const gone = await kit.call('getAsset', { params: { assetId: asset.id } })
        kit.expect(gone, gone.status === 404, 'a deleted asset must answer 404')
      },
    ),
    check('uploadAsset', 'refuses an SVG with a script (400) and another image type (415)', async () => {
      const script = await kit.call('uploadAsset', {
        rawBody: LOGO.replace('<rect', '<script>alert(1)</script><rect'),
        headers: { 'content-type': 'image/svg+xml' },
      })
      kit.expect(script, script.status === 400, 'an SVG with a script must be refused (400)')
      const gif = await kit.call('uploadAsset', { rawBody: 'GIF89a', headers: { 'content-type': 'image/gif' } })
      kit.expect(gif, gif.status === 415, 'a GIF must be refused (415)')
    }),
  ]
}
