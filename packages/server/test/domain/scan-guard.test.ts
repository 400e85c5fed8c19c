import { type QrCodeOptions, resolveQrCodeOptions } from '@dynqr/contract'
import type { Drawing, Logo } from '@dynqr/render'
import { describe, expect, it } from 'vitest'
import { ScanGuard } from '../../src/domain/scan-guard.js'

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
