import type { Logo } from '@dynqr/render'
import { beforeEach, describe, expect, it } from 'vitest'
import type { LogoSource } from '../../../src/domain/branding/style-check.js'
import { StyleService } from '../../../src/domain/branding/style-service.js'
import { bulkUpdate } from '../../../src/domain/codes/qr-code-bulk-changes.js'
import { QrCodeService } from '../../../src/domain/codes/qr-code-service.js'
import { DomainError } from '../../../src/domain/domain-error.js'
import { ScanGuard } from '../../../src/domain/images/scan-guard.js'
import { memoryStoreOf } from '../../helpers/memory-store.js'

const SITE = 'https://qr.example'
const ASSET = 'ast_0123456789abcdef'
const LOGO: Logo = { href: 'data:image/png;base64,', width: 10, height: 10, key: ASSET }
const logos: LogoSource = { logo: async (_account, id) => (id === ASSET ? LOGO : null) }

/** A decoder that reads every drawing and records the text it was asked to find. */
function recordingDecoder() {
  const texts: string[] = []
  return {
    texts,
    decoder: {
      decodes: async (_drawing: unknown, text: string) => {
        texts.push(text)
        return true
      },
    },
  }
}

/** The domain error a promise rejects with (a test fails when it resolves). */
async function failure(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(DomainError)
  return error as DomainError
}

describe('the scan guard draws the link each code serves (security review #8)', () => {
  let texts: string[]
  let codes: QrCodeService
  let styles: StyleService
  beforeEach(async () => {
    const store = await memoryStoreOf('acc_a', 'acc_b')
    const recording = recordingDecoder()
    texts = recording.texts
    const checks = { guard: new ScanGuard(recording.decoder), logos }
    styles = new StyleService(store.styles, { siteUrl: SITE, checks })
    codes = new QrCodeService(store.qrCodes, { siteUrl: SITE, styles: checks, templates: styles })
  })

  it('draws a create with a logo and a generated id with that id, not a placeholder', async () => {
    const code = await codes.create('acc_a', { targetUrl: 'https://example.com', qrCodeOptions: { image: ASSET } })
    expect(texts).toEqual([code.qrCodeUrl])
  })

  it('draws every item of a bulk create with a logo with its own link', async () => {
    const items = [1, 2, 3].map(() => ({ targetUrl: 'https://example.com', qrCodeOptions: { image: ASSET } }))
    const response = await codes.bulkCreate('acc_a', items)
    const links = response.data.map((result) => ('qrCode' in result ? result.qrCode?.qrCodeUrl : undefined))
    expect(texts).toEqual(links)
  })

  it('draws a template change with a logo with the link of each of its codes', async () => {
    const style = await styles.create('acc_a', { name: 'Plain', qrCodeOptions: {} })
    const attached = await Promise.all(
      ['one', 'two', 'three'].map((id) =>
        codes.create('acc_a', { targetUrl: 'https://example.com', customShortId: `code-${id}`, styleId: style.id }),
      ),
    )
    texts.length = 0
    await styles.update('acc_a', style.id, { name: 'Branded', qrCodeOptions: { image: ASSET } })
    for (const code of attached) expect(texts).toContain(code.qrCodeUrl)
    for (const code of attached) expect((await codes.get('acc_a', code.shortId)).qrCodeOptions.image).toBe(ASSET)
  })

  it('refuses a template change with a logo that would not scan for one of its codes, changing nothing', async () => {
    const store = await memoryStoreOf('acc_a', 'acc_b')
    const refused = `${SITE}/code-two`
    const guard = new ScanGuard({ decodes: async (_drawing, text) => text !== refused })
    const checks = { guard, logos }
    const service = new StyleService(store.styles, { siteUrl: SITE, checks })
    const codeService = new QrCodeService(store.qrCodes, { siteUrl: SITE, styles: checks, templates: service })
    const style = await service.create('acc_a', { name: 'Plain', qrCodeOptions: {} })
    for (const id of ['one', 'two']) {
      await codeService.create('acc_a', {
        targetUrl: 'https://example.com',
        customShortId: `code-${id}`,
        styleId: style.id,
      })
    }
    const error = await failure(service.update('acc_a', style.id, { name: 'Branded', qrCodeOptions: { image: ASSET } }))
    expect(error.code).toBe('UNSCANNABLE')
    expect(error.message).toContain('"code-two"')
    expect((await service.get('acc_a', style.id)).name).toBe('Plain')
    expect((await codeService.get('acc_a', 'code-one')).qrCodeOptions.image).toBeUndefined()
  })

  it('refuses a logo change for more codes than one request may draw with 409 LIMIT_REACHED, naming the variable', async () => {
    const store = await memoryStoreOf('acc_a', 'acc_b')
    const checks = { guard: new ScanGuard(recordingDecoder().decoder, 100), logos }
    const service = new StyleService(store.styles, { siteUrl: SITE, checks })
    const codeService = new QrCodeService(store.qrCodes, { siteUrl: SITE, styles: checks, templates: service })
    const style = await service.create('acc_a', { name: 'Plain', qrCodeOptions: {} })
    await codeService.bulkCreate(
      'acc_a',
      Array.from({ length: 100 }, () => ({ targetUrl: 'https://example.com', styleId: style.id })),
    )
    const error = await failure(service.update('acc_a', style.id, { name: 'Branded', qrCodeOptions: { image: ASSET } }))
    expect(error.code).toBe('LIMIT_REACHED')
    expect(error.message).toContain('SCAN_GUARD_DRAWS_PER_REQUEST')
  })
})

describe('the style template cap (MAX_STYLES_PER_ACCOUNT)', () => {
  it('refuses the template beyond the cap with 409 LIMIT_REACHED naming the variable; other accounts are apart', async () => {
    const store = await memoryStoreOf('acc_a', 'acc_b')
    const styles = new StyleService(store.styles, { siteUrl: SITE, maxStylesPerAccount: 2 })
    await styles.create('acc_a', { name: 'One', qrCodeOptions: {} })
    await styles.create('acc_a', { name: 'Two', qrCodeOptions: {} })
    const error = await failure(styles.create('acc_a', { name: 'Three', qrCodeOptions: {} }))
    expect(error.code).toBe('LIMIT_REACHED')
    expect(error.message).toContain('MAX_STYLES_PER_ACCOUNT is 2')
    expect((await styles.list('acc_a', 10, 0)).pagination.total).toBe(2)
    await styles.create('acc_b', { name: 'One', qrCodeOptions: {} })
  })
})

describe('a bulk create past the codes cap (MAX_CODES_PER_ACCOUNT, issue #38)', () => {
  it('refuses the items past it before drawing them: the guard draws only the items that fit', async () => {
    const store = await memoryStoreOf('acc_a', 'acc_b')
    const recording = recordingDecoder()
    const checks = { guard: new ScanGuard(recording.decoder), logos }
    const codes = new QrCodeService(store.qrCodes, { siteUrl: SITE, styles: checks, maxCodesPerAccount: 2 })
    const items = [1, 2, 3, 4, 5].map(() => ({ targetUrl: 'https://example.com', qrCodeOptions: { image: ASSET } }))
    const response = await codes.bulkCreate('acc_a', items)
    expect(response.data.map((result) => result.status)).toEqual([201, 201, 409, 409, 409])
    expect(response.data[2]?.error?.error).toBe('LIMIT_REACHED')
    expect(recording.texts).toHaveLength(2)
  })
})

describe('a bulk change (PATCH /qrcode/bulk) and the draws one request may make (issue #38)', () => {
  it('shares one allowance across its items, as a bulk create does', async () => {
    const store = await memoryStoreOf('acc_a', 'acc_b')
    let draws = 0
    // Nothing decodes: every item is refused.
    const guard = new ScanGuard(
      {
        decodes: async () => {
          draws += 1
          return false
        },
      },
      100,
    )
    const codes = new QrCodeService(store.qrCodes, { siteUrl: SITE, styles: { guard, logos } })
    const plain = new QrCodeService(store.qrCodes, { siteUrl: SITE })
    const ids = Array.from({ length: 60 }, (_, i) => `code-${i}`)
    for (const id of ids) await plain.create('acc_a', { targetUrl: 'https://example.com', customShortId: id })
    const items = ids.map((shortId) => ({ shortId, qrCodeOptions: { image: ASSET } }))
    const response = await bulkUpdate(codes, 'acc_a', items)
    expect(response.data.every((result) => result.status === 422)).toBe(true)
    // Each refused item draws its options, then them without the logo (two draws); with one
    // allowance of 100 for the request, the items after the 50th get their first draw only.
    expect(draws).toBe(100 + (ids.length - 50))
  })
})
