import { describe, expect, it } from 'vitest'
import { type ScanOutcome, type ScanState, scanCode } from '../../../src/domain/scans/scan-rule.js'
import type { ScanKind, ScanResult } from '../../../src/index.js'

/** The scan rule of PRODUCT.md ("Lifecycle of a code"), sentence by sentence, on the model alone. */

const NOW = 1_000_000
const TARGET = 'https://example.com/t'
const FALLBACK = 'https://example.com/f'

function state(overrides: Partial<ScanState> = {}): ScanState {
  return {
    active: true,
    expiresAt: null,
    maxScans: null,
    views: 0,
    scanLimitCounts: 'views',
    uniqueViews: 0,
    botHits: 0,
    fallbackHits: 0,
    targetUrl: TARGET,
    fallbackUrl: FALLBACK,
    domain: null,
    deleted: false,
    ...overrides,
  }
}

const live: ScanResult = { state: 'live', targetUrl: TARGET }
const ended: ScanResult = { state: 'ended', fallbackUrl: FALLBACK }

const cases: [string, ScanState | undefined, ScanKind, Omit<ScanOutcome<ScanState>, 'next'>][] = [
  [
    'a person on a live code: a view, to the target',
    state(),
    'view',
    { result: live, counted: 'views', deactivates: false },
  ],
  [
    'a bot on a live code: a bot hit, to the target',
    state(),
    'bot',
    { result: live, counted: 'botHits', deactivates: false },
  ],
  [
    'an inactive code: a fallback hit, to the fallback',
    state({ active: false }),
    'view',
    { result: ended, counted: 'fallbackHits', deactivates: false },
  ],
  [
    'expiresAt is the first expired instant',
    state({ expiresAt: NOW }),
    'view',
    { result: ended, counted: 'fallbackHits', deactivates: false },
  ],
  [
    'the instant before expiresAt is still live',
    state({ expiresAt: NOW + 1 }),
    'view',
    { result: live, counted: 'views', deactivates: false },
  ],
  [
    'the view that reaches maxScans still goes to the target, and deactivates the code',
    state({ maxScans: 3, views: 2 }),
    'view',
    { result: live, counted: 'views', deactivates: true },
  ],
  [
    'views at maxScans: a fallback hit',
    state({ maxScans: 3, views: 3 }),
    'view',
    { result: ended, counted: 'fallbackHits', deactivates: false },
  ],
  [
    'a bot at the limit goes where a person would, still a bot hit',
    state({ maxScans: 3, views: 3 }),
    'bot',
    { result: ended, counted: 'botHits', deactivates: false },
  ],
  [
    'no fallback: ended without one (the 410 page)',
    state({ active: false, fallbackUrl: null }),
    'view',
    { result: { state: 'ended', fallbackUrl: null }, counted: 'fallbackHits', deactivates: false },
  ],
  [
    'a deleted code counts nothing',
    state({ deleted: true }),
    'view',
    { result: { state: 'deleted' }, counted: null, deactivates: false },
  ],
  ['no code at all', undefined, 'bot', { result: { state: 'missing' }, counted: null, deactivates: false }],
  [
    'scanLimitCounts uniqueViews: views past maxScans, unique views below it, still live',
    state({ maxScans: 2, views: 5, scanLimitCounts: 'uniqueViews', uniqueViews: 1 }),
    'view',
    { result: live, counted: 'views', deactivates: false },
  ],
  [
    'scanLimitCounts uniqueViews: unique views at maxScans, a fallback hit',
    state({ maxScans: 2, views: 2, scanLimitCounts: 'uniqueViews', uniqueViews: 2 }),
    'view',
    { result: ended, counted: 'fallbackHits', deactivates: false },
  ],
]

describe('the scan rule', () => {
  it.each(cases)('%s', (_name, code, kind, want) => {
    const { next, ...outcome } = scanCode(code, kind, NOW)
    expect(outcome).toEqual(want)
    if (code && want.counted) expect(next).toEqual({ ...code, [want.counted]: code[want.counted] + 1 })
    else expect(next).toBe(code)
  })

  it('counts a unique view in uniqueViews, and the one that reaches maxScans deactivates the code', () => {
    const code = state({ maxScans: 2, views: 4, scanLimitCounts: 'uniqueViews', uniqueViews: 1 })
    const again = scanCode(code, 'view', NOW, false)
    expect(again).toMatchObject({ result: live, deactivates: false, next: { views: 5, uniqueViews: 1 } })
    const first = scanCode(code, 'view', NOW, true)
    expect(first).toMatchObject({ result: live, deactivates: true, next: { views: 5, uniqueViews: 2 } })
    expect(scanCode(state({ maxScans: 2, views: 1 }), 'view', NOW, true)).toMatchObject({
      deactivates: true,
      next: { views: 2, uniqueViews: 1 },
    })
  })

  it('serves a code on its own host only: on another, missing and nothing counted (issue #42)', () => {
    const onMenu = state({ domain: 'menu.example.test' })
    const missing = { result: { state: 'missing' }, next: onMenu, counted: null, deactivates: false }
    expect(scanCode(onMenu, 'view', NOW)).toEqual(missing)
    expect(scanCode(onMenu, 'bot', NOW, false, 'shop.example.test')).toEqual(missing)
    expect(scanCode(state({ active: false }), 'view', NOW, false, 'menu.example.test')).toMatchObject({
      result: { state: 'missing' },
      counted: null,
    })
    expect(scanCode(onMenu, 'view', NOW, false, 'menu.example.test')).toMatchObject({
      result: { state: 'live', targetUrl: TARGET, domain: 'menu.example.test' },
      counted: 'views',
    })
  })

  it('leaves the state it was given as it was', () => {
    const code = state({ maxScans: 1 })
    scanCode(code, 'view', NOW)
    expect(code).toEqual(state({ maxScans: 1 }))
  })
})
