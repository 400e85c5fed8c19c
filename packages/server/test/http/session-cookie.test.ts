import { describe, expect, it } from 'vitest'
import { parseCookies, SessionCookie } from '../../src/http/session-cookie.js'

describe('the session cookie', () => {
  it.each([
    ['one pair', 'dynqr_session=abc', [['dynqr_session', 'abc']]],
    [
      'pairs with spaces',
      'a=1;  b = 2 ;c=3',
      [
        ['a', '1'],
        ['b', '2'],
        ['c', '3'],
      ],
    ],
    ['a quoted value', 'a="x y"', [['a', 'x y']]],
    ['the first of a repeated name', 'a=1; a=2', [['a', '1']]],
    ['a value with =', 'a=b=c', [['a', 'b=c']]],
    ['pairs without a name or =', '=x; junk; a=1', [['a', '1']]],
    ['nothing', '', []],
  ])('parses %s', (_, header, want) => {
    expect([...parseCookies(header)]).toEqual(want)
  })

  it('reads nothing from a request without cookies', () => {
    expect(parseCookies(undefined).size).toBe(0)
  })

  it('is __Host- and Secure behind https, plain on http', () => {
    const secure = new SessionCookie('https://qr.example')
    expect(secure.set('t0k', 60)).toBe('__Host-dynqr_session=t0k; Max-Age=60; Path=/; HttpOnly; SameSite=Lax; Secure')
    expect(secure.read('dynqr_session=plain; __Host-dynqr_session=t0k')).toBe('t0k')
    const plain = new SessionCookie('http://localhost:3000')
    expect(plain.clear()).toBe('dynqr_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax')
    expect(plain.read('__Host-dynqr_session=x')).toBeUndefined()
  })
})
