// The few parts of opentype.js (which ships no types) that scripts/generate-frame-font.ts uses.
declare module 'opentype.js' {
  interface PathCommand {
    type: 'M' | 'L' | 'Q' | 'C' | 'Z'
    x: number
    y: number
    x1: number
    y1: number
    x2: number
    y2: number
  }
  interface Glyph {
    advanceWidth?: number
    getPath(x: number, y: number, fontSize: number): { commands: PathCommand[] }
  }
  interface Font {
    unitsPerEm: number
    ascender: number
    tables: { os2?: { sCapHeight?: number } }
    charToGlyph(char: string): Glyph
  }
  const opentype: { parse(buffer: ArrayBuffer): Font }
  export default opentype
}
