import { describe, expect, it } from 'vitest'
import { problemWords } from '../../../src/web/edit-page/routing-problems.browser.js'
import { ruleWords } from '../../../src/web/edit-page/routing-words.browser.js'

// The Routing card's rows read as sentences, and the API's field paths in its messages as the
// card names them (issue #43).
describe('routing rules in words', () => {
  it.each([
    [{ if: { os: 'iOS' }, targetUrl: 'https://apps.apple.com/app/id1' }, 'If the phone runs iOS → App Store'],
    [
      { if: { os: ['Android'], country: ['DE', 'AT'] }, targetUrl: 'https://play.google.com/store/apps/details?id=x' },
      'If the phone runs Android and the scan comes from Germany or Austria → Play Store',
    ],
    [
      { if: { os: ['Windows', 'macOS'], language: 'de' }, targetUrl: 'https://example.com/de' },
      'If the device runs Windows or macOS and the phone’s language is German → https://example.com/de',
    ],
    [
      {
        if: {
          device: ['mobile', 'tablet'],
          days: ['sat', 'sun'],
          hours: { start: '22:00', end: '06:00', timeZone: 'Europe/Berlin' },
        },
        targetUrl: 'https://example.com/night',
      },
      'If it is scanned on a phone or a tablet and it is Saturday or Sunday and it is between 22:00 and 06:00 (Europe/Berlin) → https://example.com/night',
    ],
    [
      { if: { from: '2026-12-01T00:00:00Z', query: { ref: 'poster', lang: 'de' } }, targetUrl: '' },
      'If it is 1 Dec 2026, 00:00 UTC or later and the link has ?ref=poster and ?lang=de → (no target yet)',
    ],
  ] as const)('%j reads "%s"', (rule, words) => {
    // biome-ignore lint/suspicious/noExplicitAny: the table's literal rules are the contract's shape
    expect(ruleWords(rule as any)).toBe(words)
  })

  it.each([
    ['rules.1.targetUrl must be an http(s) URL', 'Rule 2’s target must be an http(s) URL'],
    [
      'rules.0.if.hours.timeZone "Mars/Olympus" is not a known time zone',
      'Rule 1’s time zone "Mars/Olympus" is not a known time zone',
    ],
    ['rules.3.if.until must be after from', 'Rule 4’s until must be after from'],
    ["variants' weights must add up to 100, not 90", 'The shares of the split must add up to 100, not 90'],
    ['variants.1.targetUrl must be an http(s) URL', 'Target 2 of the split must be an http(s) URL'],
    ['rules must NOT have more than 20 items', 'The rules must NOT have more than 20 items'],
  ])('"%s" reads "%s"', (message, words) => {
    expect(problemWords(message)).toBe(words)
  })
})
