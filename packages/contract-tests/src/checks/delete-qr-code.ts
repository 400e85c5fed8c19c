import { type Check, check, type FullRun } from '../check.js'

/** DELETE /qrcode/{shortId}: tombstones, 410 on the short link, ids never reused. */
export function deleteQrCodeChecks({ kit, needsCode }: FullRun): Check[] {
  return [
    check('deleteQrCode', 'deletes (204), then 404 on the API and 410 on the short link, id never reused', async () => {
      const shortId = needsCode()
      const deleted = await kit.call('deleteQrCode', { params: { shortId } })
      kit.require(deleted, deleted.status === 204, 'must answer 204')
      const again = await kit.call('deleteQrCode', { params: { shortId } })
      kit.expect(again, again.status === 404, 'deleting again must answer 404')
      const get = await kit.call('getQrCode', { params: { shortId } })
      kit.expect(get, get.status === 404, 'a deleted code must answer 404')
      const scan = await kit.call('followShortLink', { params: { shortId } })
      kit.expect(scan, scan.status === 410, 'its short link must answer 410')
      const reuse = await kit.call('createQrCode', {
        body: { targetUrl: 'https://example.com/', customShortId: shortId },
      })
      kit.expect(reuse, reuse.status === 409, 'a deleted id must never be given out again (409)')
    }),
  ]
}
