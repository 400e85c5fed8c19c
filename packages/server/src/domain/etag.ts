import { hash } from 'node:crypto'
import type { QrCode } from '@dynqr/contract'
import { ETAG_FIELDS } from './qr-code-fields.js'

/**
 * The strong ETag of a code: a hash of its editable state — the fields the field table marks
 * `etag` (target, options, lifecycle fields), as the API shows them — so it changes
 * whenever one of them does and never when only the counters move (PRODUCT.md, "Safe retries
 * and concurrent edits").
 */
export function etagOf(code: QrCode): string {
  const editable = ETAG_FIELDS.map((field) => code[field] ?? null)
  return `"${hash('sha256', JSON.stringify(editable), 'base64url').slice(0, 27)}"`
}

/**
 * Whether an `If-Match` header lets a change of the code whose ETag is `current` go ahead:
 * `*`, or one of its comma-separated tags equal to it (strong comparison: `W/` tags never match).
 */
export function ifMatchAllows(header: string, current: string): boolean {
  return header.split(',').some((tag) => {
    const trimmed = tag.trim()
    return trimmed === '*' || trimmed === current
  })
}
