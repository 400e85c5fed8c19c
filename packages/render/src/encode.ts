import type { ErrorCorrectionLevel } from '@dynqr/contract'
import QRCode, { type QRCodeSegment } from 'qrcode'
// The encoder's own segmenter and version table (the package is pinned): it publishes no types.
// @ts-expect-error no declaration file for qrcode's core modules
import SegmentsModule from 'qrcode/lib/core/segments.js'
// @ts-expect-error no declaration file for qrcode's core modules
import VersionModule from 'qrcode/lib/core/version.js'

interface Segment {
  getLength(): number
}
const Segments = SegmentsModule as {
  fromArray(array: { data: string; mode: 'byte' }[]): Segment[]
  fromString(text: string, version: number): Segment[]
  rawSplit(text: string): Segment[]
}
const Version = VersionModule as { getBestVersionForData(segments: Segment[], level: string): number | undefined }

/**
 * The modules of `text`'s QR code, row by row, 1 for dark: exactly what the `qrcode` package's
 * encoder makes, three times as fast.
 *
 * Two thirds of that encoder's time goes to choosing the mask: it applies each of the eight in
 * turn to its bit matrix, scores the result through a getter per module, and undoes it. Here the
 * encoder runs once with mask 0 (segments, version, Reed-Solomon, placement are its own), and the
 * eight masks are scored over typed arrays with the same rules (ISO/IEC 18004's N1–N4, as
 * `qrcode` counts them), each as one table of the modules it flips for that symbol size.
 */
export function encode(text: string, level: ErrorCorrectionLevel): { size: number; data: Uint8Array } {
  // A byte segment may be given as text (the encoder writes its UTF-8); the types ask for bytes.
  const bytes = [{ data: text, mode: 'byte' }] as unknown as QRCodeSegment[]
  const { modules } = QRCode.create(onlyBytes(text) ? bytes : text, {
    errorCorrectionLevel: level,
    maskPattern: 0,
  })
  const size = modules.size
  const data = modules.data as Uint8Array
  const flips = maskFlips(size, modules.reservedBit as Uint8Array)
  const cells = size * size
  const work = new Uint8Array(cells)
  let best = 0
  let lowest = Number.POSITIVE_INFINITY
  for (let pattern = 0; pattern < 8; pattern += 1) {
    masked(data, flips, pattern, cells, work)
    placeFormat(work, size, level, pattern)
    const score = penalty(work, size)
    if (score < lowest) {
      lowest = score
      best = pattern
    }
  }
  // Mask 0 is what the encoder left; any other is applied to a copy.
  if (best === 0) return { size, data }
  masked(data, flips, best, cells, work)
  placeFormat(work, size, level, best)
  return { size, data: work }
}

/**
 * The side, in modules, of the symbol `encode` makes for `text`, without making it: the same
 * segments (one byte segment, or the encoder's shortest mix) and the encoder's smallest version
 * that holds them. A few microseconds for a link against encode's ≈ 0.2 ms; the scan guard keys
 * its verdicts by it (issue #32).
 */
export function symbolSize(text: string, level: ErrorCorrectionLevel): number {
  const segments = onlyBytes(text)
    ? Segments.fromArray([{ data: text, mode: 'byte' }])
    : Segments.fromString(text, Version.getBestVersionForData(Segments.rawSplit(text), level) || 40)
  const version = Version.getBestVersionForData(segments, level)
  if (!version) throw new Error('The amount of data is too big to be stored in a QR Code')
  return version * 4 + 17
}

// Three digits in a row, or five characters of the alphanumeric set: where a numeric or
// alphanumeric segment could be shorter than bytes (it needs 4 + 9 or more bits to start it).
const DENSER_RUN = /[0-9]{3}|[0-9A-Z $%*+\-./:]{5}/

/**
 * Whether the text is best encoded as one byte segment. The `qrcode` encoder finds the shortest
 * mix of segments with a shortest-path search over every numeric and alphanumeric run, a quarter
 * of its time for a link; a text without a run long enough to pay for a switch of mode is bytes
 * whatever the search, so it is skipped (the tests hold both ways to the same modules).
 */
function onlyBytes(text: string): boolean {
  return !DENSER_RUN.test(text)
}

/** `work` = the modules under mask `pattern`, from the modules under mask 0. */
function masked(data: Uint8Array, flips: Uint8Array, pattern: number, cells: number, work: Uint8Array): void {
  const offset = pattern * cells
  for (let i = 0; i < cells; i += 1) work[i] = (data[i] as number) ^ (flips[offset + i] as number)
}

/** The eight masks' conditions, (row, column) → flip; as the standard numbers them. */
const MASKS: ((i: number, j: number) => boolean)[] = [
  (i, j) => (i + j) % 2 === 0,
  (i) => i % 2 === 0,
  (_, j) => j % 3 === 0,
  (i, j) => (i + j) % 3 === 0,
  (i, j) => (Math.floor(i / 2) + Math.floor(j / 3)) % 2 === 0,
  (i, j) => ((i * j) % 2) + ((i * j) % 3) === 0,
  (i, j) => (((i * j) % 2) + ((i * j) % 3)) % 2 === 0,
  (i, j) => (((i * j) % 3) + ((i + j) % 2)) % 2 === 0,
]

// Per symbol size: for each pattern, the modules that turn from mask 0 to that pattern (data
// modules only; the function patterns and format areas are the same for every code of a size).
const flipTables = new Map<number, Uint8Array>()

function maskFlips(size: number, reserved: Uint8Array): Uint8Array {
  const known = flipTables.get(size)
  if (known) return known
  const cells = size * size
  const table = new Uint8Array(8 * cells)
  const mask0 = MASKS[0] as (i: number, j: number) => boolean
  for (let pattern = 0; pattern < 8; pattern += 1) {
    const mask = MASKS[pattern] as (i: number, j: number) => boolean
    for (let i = 0; i < size; i += 1) {
      for (let j = 0; j < size; j += 1) {
        const at = i * size + j
        if (reserved[at]) continue
        table[pattern * cells + at] = Number(mask0(i, j) !== mask(i, j))
      }
    }
  }
  flipTables.set(size, table)
  return table
}

const LEVEL_BITS: Record<ErrorCorrectionLevel, number> = { L: 1, M: 0, Q: 3, H: 2 }

/** The 15 format bits: level and mask, BCH(15, 5) protected, XOR 0x5412. */
export function formatBits(level: ErrorCorrectionLevel, pattern: number): number {
  const value = (LEVEL_BITS[level] << 3) | pattern
  let remainder = value << 10
  for (let bit = 14; bit >= 10; bit -= 1) if ((remainder >> bit) & 1) remainder ^= 0x537 << (bit - 10)
  return ((value << 10) | remainder) ^ 0x5412
}

/** Writes the format bits in both of their places, as the `qrcode` encoder places them. */
function placeFormat(work: Uint8Array, size: number, level: ErrorCorrectionLevel, pattern: number): void {
  const bits = formatBits(level, pattern)
  for (let i = 0; i < 15; i += 1) {
    const bit = (bits >> i) & 1
    const row = i < 6 ? i : i < 8 ? i + 1 : size - 15 + i
    work[row * size + 8] = bit
    const col = i < 8 ? size - i - 1 : i < 9 ? 15 - i : 14 - i
    work[8 * size + col] = bit
  }
  work[(size - 8) * size + 8] = 1
}

/** The four penalty rules, summed, counted as the `qrcode` encoder counts them. */
function penalty(m: Uint8Array, size: number): number {
  let points = 0
  let dark = 0
  for (let a = 0; a < size; a += 1) {
    // Along row a and down column a together: runs of one colour (N1) and 1:1:3:1:1 finder
    // look-alikes with four light modules on one side (N3).
    let rowRun = 0
    let colRun = 0
    let rowLast = -1
    let colLast = -1
    let rowBits = 0
    let colBits = 0
    for (let b = 0; b < size; b += 1) {
      const r = m[a * size + b] as number
      const c = m[b * size + a] as number
      dark += r
      if (r === rowLast) rowRun += 1
      else {
        if (rowRun >= 5) points += rowRun - 2
        rowLast = r
        rowRun = 1
      }
      if (c === colLast) colRun += 1
      else {
        if (colRun >= 5) points += colRun - 2
        colLast = c
        colRun = 1
      }
      rowBits = ((rowBits << 1) & 0x7ff) | r
      colBits = ((colBits << 1) & 0x7ff) | c
      if (b >= 10) {
        if (rowBits === 0x5d0 || rowBits === 0x05d) points += 40
        if (colBits === 0x5d0 || colBits === 0x05d) points += 40
      }
    }
    if (rowRun >= 5) points += rowRun - 2
    if (colRun >= 5) points += colRun - 2
  }
  // 2×2 blocks of one colour (N2).
  for (let row = 0; row < size - 1; row += 1) {
    const top = row * size
    const bottom = top + size
    for (let col = 0; col < size - 1; col += 1) {
      const sum =
        (m[top + col] as number) +
        (m[top + col + 1] as number) +
        (m[bottom + col] as number) +
        (m[bottom + col + 1] as number)
      if (sum === 4 || sum === 0) points += 3
    }
  }
  // How far the share of dark modules is from half (N4).
  const cells = size * size
  return points + Math.abs(Math.ceil((dark * 100) / cells / 5) - 10) * 10
}
