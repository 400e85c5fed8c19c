import { randomBytes } from 'node:crypto'
import QRCode from 'qrcode'
import { describe, expect, it } from 'vitest'
import { encode, formatBits, symbolSize } from '../src/encode.js'

const LEVELS = ['L', 'M', 'Q', 'H'] as const
// Short links as the server makes them, and texts that take every size and mode of segment.
const texts = [
  ...Array.from({ length: 200 }, () => `https://qr.example/${randomBytes(6).toString('base64url')}`),
  ...Array.from({ length: 40 }, (_, n) => randomBytes(1 + n * 20).toString('base64')),
  '0123456789'.repeat(30),
  'HELLO WORLD $%*+-./:',
  'mixed: 12345678901234567890 ABCDEFGHIJ then bytes ü',
  // Runs just short of and at the length where a denser segment could pay.
  ...['12', '123', '1234', 'AB12', 'AB12C', 'AB12CD', 'ABCDEFG'].flatMap((run) => [
    `https://qr.example/${run}`,
    `https://qr.example/x${run}y`,
    `${run}https://qr.example/x`,
  ]),
  'HTTPS://QR.EXAMPLE/AZ3KP9QX',
]

describe('encode', () => {
  it.each(LEVELS)('makes exactly the modules of the qrcode package, mask choice included, at level %s', (level) => {
    for (const text of texts) {
      const reference = QRCode.create(text, { errorCorrectionLevel: level })
      const ours = encode(text, level)
      expect(ours.size).toBe(reference.modules.size)
      expect(Buffer.from(ours.data).equals(Buffer.from(reference.modules.data))).toBe(true)
    }
  })

  it('protects the format bits as the standard tabulates them', () => {
    // ISO/IEC 18004 Table C.1: level M, mask 0 → 101010000010010; level H, mask 7 → 000100000111011.
    expect(formatBits('M', 0)).toBe(0b101010000010010)
    expect(formatBits('H', 7)).toBe(0b000100000111011)
    expect(formatBits('L', 0)).toBe(0b111011111000100)
  })

  it('refuses what no QR code can hold, as the encoder does', () => {
    expect(() => encode('x'.repeat(3000), 'H')).toThrow(/too big/)
    expect(() => symbolSize('x'.repeat(3000), 'H')).toThrow(/too big/)
  })

  it.each(LEVELS)('tells the size of the symbol it makes without making it, at level %s', (level) => {
    // Every length up to where the version changes several times, in both kinds of segment.
    const more = Array.from({ length: 120 }, (_, n) => [
      `https://qr.example/${'x'.repeat(n)}`,
      `http://10.0.0.1:8080/${'7'.repeat(n)}`,
    ])
    for (const text of [...texts, ...more.flat()]) expect(symbolSize(text, level)).toBe(encode(text, level).size)
  })
})
