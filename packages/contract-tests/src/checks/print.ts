import { type Check, check, type FullRun, field } from '../check.js'

/**
 * POST /print and /account/brand (issue #45): the run's code on a sheet of labels, what does not
 * fit or is not the account's refused; the brand set, read back and put back as it was.
 */
export function printChecks({ kit, needsCode, run }: FullRun): Check[] {
  return [
    check('printCodes', 'prints the code on an Avery L7160 sheet as a PDF (200)', async () => {
      const shortId = needsCode()
      const sheet = await kit.call('printCodes', {
        body: { shortIds: [shortId], layout: 'avery-l7160', codeMm: 25, label: 'title', cropMarks: true },
        headers: { accept: 'application/pdf' },
      })
      kit.require(sheet, sheet.status === 200, 'must answer 200')
      kit.expect(sheet, sheet.headers.get('content-type') === 'application/pdf', 'must answer application/pdf')
      kit.expect(sheet, sheet.text.startsWith('%PDF-'), 'the body must be a PDF')
    }),
    check(
      'printCodes',
      'refuses a code too large for the labels (400) and a code not of the account (404)',
      async () => {
        const shortId = needsCode()
        const large = await kit.call('printCodes', { body: { shortIds: [shortId], layout: 'avery-5160', codeMm: 60 } })
        kit.expect(large, large.status === 400, 'a 60 mm code on 25.4 mm labels must answer 400')
        const unknown = await kit.call('printCodes', {
          body: { shortIds: [`nope-${run}`], layout: 'avery-l7160', codeMm: 25 },
        })
        kit.expect(unknown, unknown.status === 404, 'an unknown code must answer 404')
      },
    ),
    check('putBrand', 'sets the brand of the public pages, reads it back, and puts it back as it was', async () => {
      const before = await kit.call('getBrand')
      kit.require(before, before.status === 200, 'GET /account/brand must answer 200')
      const put = await kit.call('putBrand', { body: { name: `Kit ${run}`, color: '#7a2e0e' } })
      kit.require(put, put.status === 200, 'must answer 200')
      const after = await kit.call('getBrand')
      kit.expect(after, field(after, 'name') === `Kit ${run}`, 'the name must be the one set')
      const restore = {
        name: field(before, 'name'),
        logoAssetId: field(before, 'logoAssetId'),
        color: field(before, 'color'),
      }
      await kit.call('putBrand', { body: restore })
    }),
  ]
}
