import { PassThrough, type Readable } from 'node:stream'
import { CELL_PADDING_MM, cellAt, LABEL_MM, MM } from '../domain/print/print-layout.js'
import type { PrintSheet } from '../domain/print/print-service.js'
import { type Doc, type OpenedImage, paintDrawing, pdfDocument } from './drawing-pdf.js'

/** Each sheet the same bytes for the same codes: no clock in its metadata. */
const FIXED_DATE = new Date(0)
/** The labels' type size in points (about 2.8 mm capitals and descenders). */
const LABEL_PT = 8
/** Crop marks: this long, this far from the cell's corner, this thick (points). */
const MARK_MM = 3
const MARK_OFFSET_MM = 1
const MARK_WIDTH_PT = 0.25
/** Codes drawn between yields to the event loop, so that a long sheet does not hold it. */
const CODES_PER_TURN = 4

/** Helvetica (the PDF's own font, nothing embedded) speaks Windows-1252: other characters become "?". */
const latin1 = (text: string) => text.replace(/[^\u0020-\u007e\u00a0-\u00ff€‘’“”–—…]/g, '?')

/** `text` cut with an ellipsis to fit `width` points. */
function fitted(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text
  let cut = text
  while (cut.length > 1 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1)
  return `${cut.trimEnd()}…`
}

/** Short lines outside each corner of the cell, where the cut goes. */
function cropMarks(doc: Doc, x: number, y: number, width: number, height: number): void {
  const m = MARK_MM * MM
  const o = MARK_OFFSET_MM * MM
  for (const [cx, cy, dx, dy] of [
    [x, y, -1, -1],
    [x + width, y, 1, -1],
    [x, y + height, -1, 1],
    [x + width, y + height, 1, 1],
  ] as const) {
    doc
      .moveTo(cx + dx * o, cy)
      .lineTo(cx + dx * (o + m), cy)
      .moveTo(cx, cy + dy * o)
      .lineTo(cx, cy + dy * (o + m))
  }
  doc.lineWidth(MARK_WIDTH_PT).strokeColor('#000000').stroke()
}

/**
 * A print sheet as a vector PDF stream (PRODUCT.md, "Campaigns and print production"): the grid's
 * pages in millimetres, each code `codeMm` wide, centred in its cell with its label under it,
 * crop marks when asked. The codes' modules, frames and text are vector paths (drawing-pdf.ts);
 * each logo is embedded once. Pages are written as they are drawn.
 */
export function printSheetPdf(sheet: PrintSheet, signal?: AbortSignal): Readable {
  const { grid, codeMm, items } = sheet
  const PDFDocument = pdfDocument()
  const doc = new PDFDocument({
    size: [grid.pageWidth * MM, grid.pageHeight * MM],
    margin: 0,
    autoFirstPage: false,
    info: {
      Producer: 'dynqr',
      Creator: 'dynqr',
      Title: 'dynqr print sheet',
      CreationDate: FIXED_DATE,
      ModDate: FIXED_DATE,
    },
  })
  const out = new PassThrough()
  doc.pipe(out)
  const perPage = grid.columns * grid.rows
  const logos = new Map<string, OpenedImage>()
  const draw = async () => {
    for (const [i, item] of items.entries()) {
      if (signal?.aborted) break
      if (i % perPage === 0) doc.addPage()
      const cell = cellAt(grid, i % perPage)
      const codeHeight = (codeMm * item.drawing.height) / item.drawing.width
      const contentHeight = codeHeight + (item.label === null ? 0 : LABEL_MM)
      const x = cell.x + (grid.cellWidth - codeMm) / 2
      const y = cell.y + (grid.cellHeight - contentHeight) / 2
      doc.save()
      doc.translate(x * MM, y * MM).scale((codeMm * MM) / item.drawing.width)
      paintDrawing(doc, item.drawing, logos)
      doc.restore()
      if (item.label !== null) {
        const width = (grid.cellWidth - 2 * CELL_PADDING_MM) * MM
        doc.font('Helvetica').fontSize(LABEL_PT).fillColor('#000000')
        doc.text(fitted(doc, latin1(item.label), width), (cell.x + CELL_PADDING_MM) * MM, (y + codeHeight + 1) * MM, {
          width,
          align: 'center',
          lineBreak: false,
        })
      }
      if (sheet.cropMarks) cropMarks(doc, cell.x * MM, cell.y * MM, grid.cellWidth * MM, grid.cellHeight * MM)
      if (i % CODES_PER_TURN === CODES_PER_TURN - 1) await new Promise((resolve) => setImmediate(resolve))
    }
    doc.end()
  }
  draw().catch((error: unknown) => out.destroy(error as Error))
  return out
}
