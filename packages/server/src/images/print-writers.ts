import type { PrintWriters } from '../domain/print/print-service.js'
import { printSheetPdf } from './print-sheet.js'
import { printZip } from './print-zip.js'

/** How print runs are written: PDF sheets with pdfkit, ZIPs with fflate, both streamed. */
export const PRINT_WRITERS: PrintWriters = { sheet: printSheetPdf, zip: printZip }
