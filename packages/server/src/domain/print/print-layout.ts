import type { components, LabelSheet, PageSize } from '@dynqr/contract'
import { DomainError } from '../domain-error.js'

export type PrintLayout = components['schemas']['PrintLayout']
export type PrintLabel = components['schemas']['PrintLabel']

/** Millimetres to PDF points (1/72 inch). */
export const MM = 72 / 25.4

/** Portrait page sizes in millimetres. */
const PAGES: Record<PageSize, readonly [number, number]> = { A4: [210, 297], Letter: [215.9, 279.4] }

/**
 * Where the cells of a sheet are, in millimetres from the page's top-left corner: `columns` ×
 * `rows` cells of `cellWidth` × `cellHeight`, the first at (`left`, `top`), `pitchX`/`pitchY` apart.
 */
export interface SheetGrid {
  pageWidth: number
  pageHeight: number
  columns: number
  rows: number
  left: number
  top: number
  cellWidth: number
  cellHeight: number
  pitchX: number
  pitchY: number
}

/**
 * The standard label sheets, with the makers' dimensions: Avery L7160 (A4, 21 labels of 63.5 ×
 * 38.1 mm, 15.15 mm top and 7.25 mm side margins, 2.5 mm between columns) and Avery 5160 (US
 * Letter, 30 labels of 2⅝ × 1 in, ½ in top and 3⁄16 in side margins, ⅛ in between columns).
 */
export const LABEL_SHEETS: Record<LabelSheet, SheetGrid> = {
  'avery-l7160': {
    pageWidth: 210,
    pageHeight: 297,
    columns: 3,
    rows: 7,
    left: 7.25,
    top: 15.15,
    cellWidth: 63.5,
    cellHeight: 38.1,
    pitchX: 66,
    pitchY: 38.1,
  },
  'avery-5160': {
    pageWidth: 215.9,
    pageHeight: 279.4,
    columns: 3,
    rows: 10,
    left: 4.7625,
    top: 12.7,
    cellWidth: 66.675,
    cellHeight: 25.4,
    pitchX: 69.85,
    pitchY: 25.4,
  },
}

/** The height a label takes under its code, gap included, in millimetres. */
export const LABEL_MM = 4.5
/** The blank kept inside each cell's edges, so that a code is not cut by a label's die line. */
export const CELL_PADDING_MM = 1.5

/** The grid a layout asks for; `400` when its cells have no room. */
export function sheetGrid(layout: PrintLayout): SheetGrid {
  if (typeof layout === 'string') return LABEL_SHEETS[layout]
  const [pageWidth, pageHeight] = PAGES[layout.page]
  const margin = layout.marginMm ?? 10
  const gap = layout.gapMm ?? 5
  const cellWidth = (pageWidth - 2 * margin - (layout.columns - 1) * gap) / layout.columns
  const cellHeight = (pageHeight - 2 * margin - (layout.rows - 1) * gap) / layout.rows
  if (cellWidth < 10 || cellHeight < 10) {
    throw DomainError.invalidField(
      'layout',
      `${layout.columns} × ${layout.rows} cells with a ${margin} mm margin and ${gap} mm gaps leave cells of ${round(cellWidth)} × ${round(cellHeight)} mm on ${layout.page}; a cell needs at least 10 × 10 mm`,
    )
  }
  return {
    pageWidth,
    pageHeight,
    columns: layout.columns,
    rows: layout.rows,
    left: margin,
    top: margin,
    cellWidth,
    cellHeight,
    pitchX: cellWidth + gap,
    pitchY: cellHeight + gap,
  }
}

const round = (mm: number) => Math.floor(mm * 10) / 10

/**
 * The widest code (in mm) that fits a cell with its label, for a drawing `aspect` times as tall
 * as it is wide (a banner frame makes it taller).
 */
export function largestCodeMm(grid: SheetGrid, aspect: number, label: PrintLabel): number {
  const width = grid.cellWidth - 2 * CELL_PADDING_MM
  const height = grid.cellHeight - 2 * CELL_PADDING_MM - (label === 'none' ? 0 : LABEL_MM)
  return Math.min(width, height / aspect)
}

/** `400` naming the largest size that fits, when codes of `codeMm` do not fit the grid's cells. */
export function checkFits(grid: SheetGrid, codeMm: number, aspect: number, label: PrintLabel): void {
  const largest = largestCodeMm(grid, aspect, label)
  if (codeMm <= largest + 1e-9) return
  const labelled = label === 'none' ? '' : ' and its label'
  const message =
    largest < 10
      ? `A code${labelled} does not fit a ${round(grid.cellWidth)} × ${round(grid.cellHeight)} mm cell at the smallest size, 10 mm`
      : `A code of ${codeMm} mm${labelled} does not fit a ${round(grid.cellWidth)} × ${round(grid.cellHeight)} mm cell; at most ${round(largest)} mm fits`
  throw DomainError.invalidField('codeMm', message)
}

/** The top-left corner (mm) of cell `index` of a page, left to right, then top to bottom. */
export function cellAt(grid: SheetGrid, index: number): { x: number; y: number } {
  const column = index % grid.columns
  const row = Math.floor(index / grid.columns) % grid.rows
  return { x: grid.left + column * grid.pitchX, y: grid.top + row * grid.pitchY }
}

/**
 * File names for a ZIP, one per code: its title (or id) with the characters no file system
 * takes replaced, trimmed to 80 characters, made unique with `-2`, `-3`… (compared ignoring case,
 * as macOS and Windows do).
 */
export function fileNames(bases: readonly string[], extension: string): string[] {
  const taken = new Set<string>()
  return bases.map((base) => {
    const safe =
      base
        .normalize('NFC')
        // Control characters and those Windows, macOS or Linux refuse in a name.
        .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, '-')
        .replace(/\s+/g, ' ')
        .replace(/^[\s.-]+|[\s.]+$/g, '')
        .slice(0, 80)
        .trim() || 'code'
    // Names Windows reserves whatever their extension.
    const stem = /^(con|prn|aux|nul|com\d|lpt\d)$/i.test(safe) ? `${safe}-code` : safe
    let name = `${stem}.${extension}`
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${stem}-${n}.${extension}`
    taken.add(name.toLowerCase())
    return name
  })
}
