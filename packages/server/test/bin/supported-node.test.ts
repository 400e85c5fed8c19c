import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { satisfiesEngines, supportedNodeRange, unsupportedNodeMessage } from '../../bin/supported-node.mjs'

const RANGE = '^22.12.0 || >=24'

describe('which Node dynqr runs on (bin/supported-node.mjs)', () => {
  it.each([
    ['20.20.2', false],
    ['22.11.9', false],
    ['22.12.0', true],
    ['22.23.3', true],
    ['23.11.0', false],
    ['24.0.0', true],
    ['24.21.0', true],
    ['26.1.0', true],
  ])('Node %s against "^22.12.0 || >=24": %s', (version, supported) => {
    expect(satisfiesEngines(version, RANGE)).toBe(supported)
  })

  it('understands the package’s own engines, and the Node running the tests satisfies them', () => {
    const range = supportedNodeRange()
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'))
    expect(range).toBe(pkg.engines.node)
    expect(satisfiesEngines(process.versions.node, range as string)).toBe(true)
  })

  it('says in one line which versions it needs', () => {
    expect(unsupportedNodeMessage('20.20.2', RANGE)).toBe(
      'dynqr: Node.js 20.20.2 is not supported; run it on Node.js ^22.12.0 or >=24.',
    )
    expect(unsupportedNodeMessage('24.21.0', RANGE)).toBeNull()
  })

  it('lets a range it cannot read through rather than refuse a Node it might support', () => {
    expect(satisfiesEngines('20.0.0', '20.x')).toBeUndefined()
    expect(unsupportedNodeMessage('20.0.0', '20.x')).toBeNull()
  })
})
