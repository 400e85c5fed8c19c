import { describe, expect, it } from 'vitest'
import { SvgRefused, sanitiseSvg } from '../../../src/domain/branding/svg-sanitiser.js'

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40">${body}</svg>`

/** Issue #38, findings 1 and 15 of the 2026-11 review: checked as a browser reads it, in one pass. */
describe('the SVG sanitiser', () => {
  // What a browser reads as url( or @import once XML references and CSS escapes are decoded.
  it.each([
    ['a character reference in an attribute', '<rect fill="&#117;rl(https://evil.example/p)"/>', 'outside the image'],
    ['a hex character reference', '<rect style="fill:&#x55;RL(//evil.example/p)"/>', 'outside the image'],
    ['a reference in a style element', '<style>&#64;import "https://evil.example/x.css";</style>', 'imports'],
    ['a CSS escape', '<style>svg{background:\\75 rl(https://evil.example/b)}</style>', 'outside the image'],
    ['a CSS escape of a letter', '<rect style="fill:u\\rl(https://evil.example/b)"/>', 'outside the image'],
    ['an escaped @import', '<style>\\40 import "https://evil.example/x.css";</style>', 'imports'],
    ['a font face', '<style>@font-face{font-family:x;src:url(#f)}</style>', 'a font'],
    ['an image set', '<style>svg{background:image-set("https://evil.example/i.png" 1x)}</style>', 'image set'],
    ['a quoted url after spaces', `<rect fill="url(   'https://evil.example/p')"/>`, 'outside the image'],
  ])('refuses %s', (_name, body, reason) => {
    expect(() => sanitiseSvg(svg(body))).toThrow(SvgRefused)
    expect(() => sanitiseSvg(svg(body))).toThrow(reason)
  })

  it('keeps fragment urls written with references or escapes, and whitespace before them', () => {
    const body = `<rect fill="url(&#35;a)"/><rect fill="url(\\23 a)"/><rect fill="url( \n'#a')"/>`
    expect(sanitiseSvg(svg(body)).text).toContain('url(&#35;a)')
  })

  // No time is asserted here: the bound is the API test's (/healthz answers within 100 ms).
  it('reads url( followed by 100,000 spaces in one pass: a fragment kept, anything else refused', () => {
    const spaces = ' '.repeat(100_000)
    expect(sanitiseSvg(svg(`<rect width="1" height="1" fill="url(${spaces}#a)"/>`)).root.viewBox).toBe('0 0 120 40')
    expect(() => sanitiseSvg(svg(`<rect fill="url(${spaces}https://evil.example/p)"/>`))).toThrow('outside the image')
    const tabs = '\t'.repeat(100_000)
    expect(() => sanitiseSvg(svg(`<style>a{fill:url(${tabs}//evil.example)}</style>`))).toThrow('outside the image')
  })

  it('refuses more than 10,000 elements before parsing them (a 500 KB flood of groups)', () => {
    expect(() => sanitiseSvg(svg('<g/>'.repeat(125_000)))).toThrow('more than 10000 elements')
    expect(sanitiseSvg(svg('<g/>'.repeat(9_999))).text).toContain('<g/>')
  })

  it('answers what the XML parser refuses as a refusal, never an internal error', () => {
    const nested = `${'<g>'.repeat(101)}${'</g>'.repeat(101)}`
    expect(() => sanitiseSvg(svg(nested))).toThrow(SvgRefused)
    expect(() => sanitiseSvg(svg('<rect __proto__="x"/>'))).toThrow(SvgRefused)
    expect(() => sanitiseSvg(svg('<rect constructor="x"/>'))).toThrow(SvgRefused)
  })
})
