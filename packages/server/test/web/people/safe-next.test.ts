import { describe, expect, it } from 'vitest'
import { safeNext } from '../../../src/web/people/api.browser.js'

/** After signing in, the page goes to `next` only when it is a page of this site (no open redirect). */
describe('where the sign-in page goes afterwards', () => {
  it('keeps a path of the site, with its query', () => {
    expect(safeNext('/qrcode/edit/menu')).toBe('/qrcode/edit/menu')
    expect(safeNext('/dashboard?q=menu')).toBe('/dashboard?q=menu')
  })

  it('sends anything else to the dashboard', () => {
    for (const next of [
      null,
      '',
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
      'dashboard',
    ])
      expect(safeNext(next), String(next)).toBe('/dashboard')
  })
})
