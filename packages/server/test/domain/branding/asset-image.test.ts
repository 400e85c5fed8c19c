import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { AssetRefused, checkDeclaredSize, readSvg as readSvgAsset } from '../../../src/domain/branding/asset-image.js'

const svg = (body: string, root = 'xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"') =>
  new TextEncoder().encode(`<svg ${root}>${body}</svg>`)
const readSvg = (bytes: Uint8Array) => readSvgAsset(bytes)
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes)

/** A JPEG's first segments: SOI, an APP0 (JFIF) and a baseline frame of 300 × 200. */
const JPEG_HEAD = new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
  0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0xc8, 0x01, 0x2c, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11,
  0x01, 0xff, 0xd9,
])

describe('reading an upload', () => {
  it('reads a PNG’s size from its header', () => {
    const png = PNG.sync.write(new PNG({ width: 48, height: 20 }))
    expect(checkDeclaredSize('image/png', png)).toEqual({ width: 48, height: 20 })
  })

  it('reads a JPEG’s size from its frame header', () => {
    expect(checkDeclaredSize('image/jpeg', JPEG_HEAD)).toEqual({ width: 300, height: 200 })
  })

  it('refuses a declared size over 16,384 px a side, or over 64 megapixels, before decoding anything', () => {
    const head = (width: number, height: number) => {
      const bytes = JPEG_HEAD.slice()
      new DataView(bytes.buffer).setUint16(25, height)
      new DataView(bytes.buffer).setUint16(27, width)
      return bytes
    }
    expect(() => checkDeclaredSize('image/jpeg', head(20_000, 10))).toThrow('at most 16384 px a side')
    expect(() => checkDeclaredSize('image/jpeg', head(10, 30_000))).toThrow(AssetRefused)
    expect(() => checkDeclaredSize('image/jpeg', head(15_000, 15_000))).toThrow('at most 64 megapixels')
    expect(checkDeclaredSize('image/jpeg', head(16_384, 2_000))).toEqual({ width: 16_384, height: 2_000 })
  })

  it.each([
    ['image/png', JPEG_HEAD, 'not a PNG'],
    ['image/jpeg', PNG.sync.write(new PNG({ width: 4, height: 4 })), 'not a JPEG'],
    ['image/jpeg', JPEG_HEAD.subarray(0, 20), 'no frame header'],
  ] as const)('refuses %s bytes that are not one', (type, bytes, reason) => {
    expect(() => checkDeclaredSize(type, bytes)).toThrow(reason)
  })

  it('reads an SVG’s size from its viewBox, else its width and height', () => {
    expect(readSvg(svg('<rect width="1" height="1"/>'))).toMatchObject({ width: 120, height: 40 })
    const sized = svg('<rect/>', 'xmlns="http://www.w3.org/2000/svg" width="80px" height="30.5"')
    expect(readSvg(sized)).toMatchObject({ width: 80, height: 31 })
    expect(() => readSvg(svg('<rect/>', 'xmlns="http://www.w3.org/2000/svg"'))).toThrow('has no size')
  })

  it('keeps drawing: shapes, gradients, fragment references, embedded PNGs, styles with fragment urls', () => {
    const body =
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#000"/></linearGradient></defs>' +
      '<style><![CDATA[.a{fill:url(#g)}]]></style><g class="a"><circle cx="5" cy="5" r="5"/>' +
      '<use href="#g"/><image xlink:href="data:image/png;base64,iVBORw0KGgo=" width="4" height="4"/>' +
      '<text>A &amp; B</text></g>'
    const read = readSvg(svg(body))
    expect(text(read.data)).toContain('fill:url(#g)')
    expect(text(read.data)).toContain('A &amp; B')
  })

  it('drops comments and editor metadata', () => {
    const read = readSvg(svg('<!-- made by hand --><metadata><rdf:RDF/></metadata><sodipodi:namedview/><rect/>'))
    expect(text(read.data)).not.toMatch(/made by hand|metadata|sodipodi/)
  })

  // Each way an SVG could run code or reach outside the image is refused, naming it.
  it.each([
    ['a script element', '<script>alert(1)</script>', 'script element'],
    ['a namespaced script', '<svg:script>alert(1)</svg:script>', 'script element'],
    ['an onload attribute', '<rect onload="alert(1)"/>', 'event attribute'],
    ['an onClick attribute', '<g onClick="alert(1)"/>', 'event attribute'],
    ['foreignObject', '<foreignObject><div/></foreignObject>', 'foreignObject'],
    ['an outside href', '<image href="https://evil.example/x.png"/>', 'outside the image'],
    ['an outside xlink:href', '<use xlink:href="other.svg#a"/>', 'outside the image'],
    ['a javascript: href', '<use href="javascript:alert(1)"/>', 'outside the image'],
    ['a nested SVG data URL', '<image href="data:image/svg+xml;base64,PHN2Zz4="/>', 'outside the image'],
    ['a CSS url()', '<rect style="fill:url(https://evil.example/p)"/>', 'outside the image in its style'],
    ['a CSS @import', '<style>@import "https://evil.example/a.css";</style>', 'imports a style sheet'],
    ['a style url() in CDATA', '<style><![CDATA[a{fill:url(//evil.example)}]]></style>', 'outside the image'],
    ['an element not on the list', '<a href="#x"><rect/></a>', 'a element'],
    ['an animation', '<set attributeName="href" to="javascript:alert(1)"/>', 'set element'],
  ])('refuses %s', (_name, body, reason) => {
    expect(() => readSvg(svg(body))).toThrow(AssetRefused)
    expect(() => readSvg(svg(body))).toThrow(reason)
  })

  it.each([
    ['an entity declaration', '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "y">]><svg/>', 'declares entities'],
    ['a DOCTYPE', '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd"><svg/>', 'DOCTYPE'],
    ['malformed XML', '<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>', 'not well-formed'],
    ['another root', '<rect xmlns="http://www.w3.org/2000/svg" width="1"/>', 'root element must be svg'],
  ])('refuses %s', (_name, source, reason) => {
    expect(() => readSvg(new TextEncoder().encode(source))).toThrow(reason)
  })

  it('refuses an embedded PNG or JPEG larger than 2048 px a side (it is not re-encoded)', () => {
    const big = PNG.sync.write(new PNG({ width: 1, height: 1 }))
    new DataView(big.buffer, big.byteOffset).setUint32(16, 3000)
    const href = `data:image/png;base64,${Buffer.from(big).toString('base64')}`
    expect(() => readSvg(svg(`<image href="${href}" width="4" height="4"/>`))).toThrow('at most 2048 px a side')
    const small = Buffer.from(PNG.sync.write(new PNG({ width: 8, height: 8 }))).toString('base64')
    expect(readSvg(svg(`<image href="data:image/png;base64,${small}" width="4" height="4"/>`)).width).toBe(120)
  })

  it('never lets a quote in an attribute turn into another attribute', () => {
    const read = readSvg(svg(`<rect fill='x" onload="alert(1)'/>`))
    expect(text(read.data)).not.toMatch(/\sonload="/)
  })
})
