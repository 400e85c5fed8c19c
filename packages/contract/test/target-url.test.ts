import { describe, expect, it } from 'vitest'
import { parseTargetUrl } from '../src/index.js'

describe('parseTargetUrl', () => {
  it.each([
    ['https://example.com/menu', 'https://example.com/menu'],
    ['HTTPS://Example.COM:443/Menu?a=1#top', 'https://example.com/Menu?a=1#top'],
    ['http://example.com:80', 'http://example.com/'],
    ['https://example.com/a b', 'https://example.com/a%20b'],
    ['https://bücher.example/', 'https://xn--bcher-kva.example/'],
    ['http://localhost:8080/x', 'http://localhost:8080/x'],
  ])('accepts %s as %s', (raw, normalised) => {
    expect(parseTargetUrl(raw)).toEqual({ ok: true, url: normalised })
  })

  it.each([
    ['javascript:alert(1)', 'not javascript:'],
    ['data:text/html,<script>alert(1)</script>', 'not data:'],
    ['file:///etc/passwd', 'not file:'],
    ['ftp://example.com/', 'not ftp:'],
    ['example.com/menu', 'absolute http: or https: URL'],
    ['https://user:secret@example.com/', 'user credentials'],
    ['https://user@example.com/', 'user credentials'],
    ['https://example.com/\u0000', 'control characters'],
    ['https://exa\tmple.com/', 'control characters'],
    [' https://example.com/', 'white space'],
    [`https://example.com/${'a'.repeat(2048)}`, 'at most 2048 characters'],
    ['https://go.example/abc', "this service's own short links"],
    ['https://go.example./abc', "this service's own short links"],
    ['https://GO.EXAMPLE../abc', "this service's own short links"],
  ])('refuses %s, saying %s', (raw, words) => {
    const result = parseTargetUrl(raw, { ownHosts: ['go.example'] })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.message).toContain(words)
  })
})
