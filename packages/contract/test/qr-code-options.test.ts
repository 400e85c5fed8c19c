import { describe, expect, it } from 'vitest'
import { openapiDocument, resolveQrCodeOptions } from '../src/index.js'

describe('resolveQrCodeOptions', () => {
  it('fills in the defaults the contract documents in its create example', () => {
    const doc = openapiDocument as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }
    const created = doc.paths['/qrcode']?.post?.responses['201'] as {
      content: { 'application/json': { examples: { created: { value: { qrCodeOptions: unknown } } } } }
    }
    const example = created.content['application/json'].examples.created.value
    expect(resolveQrCodeOptions({})).toEqual(example.qrCodeOptions)
  })

  it('keeps what is given and lower-cases colours', () => {
    expect(
      resolveQrCodeOptions({ width: 512, dotsOptions: { type: 'dots', color: '#ABCDEF' }, backgroundOptions: {} }),
    ).toEqual({
      width: 512,
      height: 300,
      dotsOptions: { type: 'dots', color: '#abcdef' },
      backgroundOptions: { color: '#ffffff' },
      cornersSquareOptions: { type: 'square', color: '#abcdef' },
      cornersDotOptions: { type: 'square', color: '#abcdef' },
      margin: 0,
      qrOptions: { errorCorrectionLevel: 'Q' },
    })
  })
})
