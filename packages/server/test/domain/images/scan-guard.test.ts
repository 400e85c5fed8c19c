import { type QrCodeOptions, resolveQrCodeOptions } from '@dynqr/contract'
import { type Drawing, type Logo, symbolSize } from '@dynqr/render'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ScanGuard, shapeOf } from '../../../src/domain/images/scan-guard.js'

/** A decoder that reads everything and counts the drawings it was given. */
function countingGuard() {
  const drawn: Drawing[] = []
  const guard = new ScanGuard({
    decodes: async (drawing) => {
      drawn.push(drawing)
      return true
    },
  })
  return { guard, drawn }
}

const LOGO: Logo = { href: 'data:image/png;base64,', width: 10, height: 10, key: 'logo' }
const at = (options: QrCodeOptions) => resolveQrCodeOptions(options)

describe('the scan guard keeps what it proved', () => {
  it('draws a logo-free style once for the links of one symbol size', async () => {
    const { guard, drawn } = countingGuard()
    const style = at({ dotsOptions: { type: 'rounded', color: '#1a2b3c' }, frameOptions: { type: 'banner' } })
    for (const id of ['aZ3kP9qX', 'b7Yq2Lm0', 'Q0w9E8r7']) {
      expect(await guard.problem(`https://qr.example/${id}`, style)).toBeNull()
    }
    expect(drawn).toHaveLength(1)
  })

  it('draws again for another symbol size, other options, or a style with a logo', async () => {
    const { guard, drawn } = countingGuard()
    const plain = at({})
    await guard.problem('https://qr.example/aZ3kP9qX', plain)
    await guard.problem(`https://qr.example/${'x'.repeat(64)}`, plain) // a larger symbol
    await guard.problem('https://qr.example/aZ3kP9qX', at({ dotsOptions: { type: 'dots' } }))
    await guard.problem('https://qr.example/aZ3kP9qX', at({ width: 600, height: 600 }))
    expect(drawn).toHaveLength(4)
    const branded = at({ image: 'ast_0123456789abcdef' })
    await guard.problem('https://qr.example/aZ3kP9qX', branded, LOGO)
    await guard.problem('https://qr.example/b7Yq2Lm0', branded, LOGO)
    expect(drawn).toHaveLength(6)
  })

  it('keeps no verdict of a style that did not decode', async () => {
    let reads = 0
    const guard = new ScanGuard({
      decodes: async () => {
        reads += 1
        return false
      },
    })
    const style = at({ dotsOptions: { type: 'dots' } })
    expect(await guard.problem('https://qr.example/aZ3kP9qX', style)).not.toBeNull()
    const after = reads
    expect(await guard.problem('https://qr.example/b7Yq2Lm0', style)).not.toBeNull()
    expect(reads).toBeGreaterThan(after)
  })
})

describe('the shape of a link the guard keys symbol sizes by (issue #38: a create draws its own link)', () => {
  it('has the symbol size of the link itself, for any id after any site URL and level', () => {
    const idChar = fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_-'.split(''))
    const site = fc.constantFrom(
      'http://127.0.0.1:3000',
      'https://qr.example',
      'https://QR-2026.EXAMPLE:8443',
      'https://ü.example',
    )
    const level = fc.constantFrom<'L' | 'M' | 'Q' | 'H'>('L', 'M', 'Q', 'H')
    fc.assert(
      fc.property(site, fc.array(idChar, { minLength: 3, maxLength: 64 }), level, (origin, id, ecl) => {
        const text = `${origin}/${id.join('')}`
        expect(symbolSize(shapeOf(text), ecl)).toBe(symbolSize(text, ecl))
      }),
      { numRuns: 2_000 },
    )
  })
})
