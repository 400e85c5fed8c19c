import { type Check, check, type FullRun } from '../check.js'

type Results = { data?: { shortId?: string; status?: number; qrCode?: { active?: boolean } }[] }
const statuses = (json: unknown) => ((json as Results | undefined)?.data ?? []).map((r) => r.status)

/** PATCH and DELETE /qrcode/bulk, GET /qrcode/export (issue 31): each item on its own; exports streamed. */
export function bulkChangeChecks({ kit, customId }: FullRun): Check[] {
  const shortId = `${customId}-bulk`
  const unknown = `${customId}-none`
  return [
    check('bulkUpdateQrCodes', 'changes each item on its own: 200 with the code, 404 for an unknown one', async () => {
      const created = await kit.call('createQrCode', {
        body: { targetUrl: 'https://example.com/bulk', customShortId: shortId },
      })
      kit.require(created, created.status === 201, 'the code to change must be created (201)')
      const changed = await kit.call('bulkUpdateQrCodes', {
        body: {
          items: [
            { shortId, active: false },
            { shortId: unknown, active: false },
          ],
        },
      })
      kit.require(changed, changed.status === 200, 'must answer 200')
      kit.expect(changed, String(statuses(changed.json)) === '200,404', 'the items must answer 200 and 404, in order')
      const first = (changed.json as Results).data?.[0]
      kit.expect(changed, first?.qrCode?.active === false, 'the changed code must be inactive')
    }),
    check('exportQrCodes', 'streams the codes as NDJSON, and as CSV for Accept: text/csv', async () => {
      const query = `q=${encodeURIComponent(shortId)}`
      const ndjson = await kit.call('exportQrCodes', { query })
      kit.require(ndjson, ndjson.status === 200, 'must answer 200')
      const lines = ndjson.text.split('\n').filter((line) => line.trim() !== '')
      const ids = lines.map((line) => (JSON.parse(line) as { shortId?: string }).shortId)
      kit.expect(ndjson, ids.includes(shortId), `the NDJSON must hold ${shortId}`)
      const csv = await kit.call('exportQrCodes', { query, headers: { accept: 'text/csv' } })
      kit.expect(
        csv,
        csv.status === 200 && csv.text.startsWith('shortId,targetUrl,'),
        'the CSV must start with its header',
      )
      kit.expect(csv, csv.text.includes(`\n${shortId},`), `the CSV must hold ${shortId}`)
    }),
    check('bulkDeleteQrCodes', 'deletes each id on its own: 204, then 404 for the same id again', async () => {
      const deleted = await kit.call('bulkDeleteQrCodes', { query: `shortIds=${shortId},${shortId}` })
      kit.require(deleted, deleted.status === 200, 'must answer 200')
      kit.expect(deleted, String(statuses(deleted.json)) === '204,404', 'the ids must answer 204 then 404')
      const get = await kit.call('getQrCode', { params: { shortId } })
      kit.expect(get, get.status === 404, 'a deleted code must answer 404')
    }),
  ]
}
