import { type ColumnKind, FIELD_ENTRIES, type FieldName } from '../domain/qr-code-fields.js'

/** Where a header is compared: lower-cased, everything but letters and digits removed. */
export const normaliseHeader = (header: string): string => header.toLowerCase().replace(/[^a-z0-9]/g, '')

/** The names other services' exports give dynqr's fields (normalised), after the field's own. */
const PEER_ALIASES: Partial<Record<FieldName, readonly string[]>> = {
  targetUrl: ['longurl', 'destinationurl', 'destination', 'target', 'url', 'originalurl'],
  shortId: ['shortcode', 'customshortid', 'key', 'slug', 'address', 'backhalf', 'custombackhalf', 'alias'],
  title: ['name', 'description'],
}

/**
 * The fields an import reads, from the field table (domain/qr-code-fields.ts): every editable one
 * in the CSV export, and the short id (a create's `customShortId`); each under its own name first.
 */
const IMPORTED_FIELDS = FIELD_ENTRIES.filter(
  ([name, spec]) => spec.csv !== undefined && (spec.editable || name === 'shortId'),
)

/** The create body's name of a field where it is not the field's own. */
const BODY_NAMES: Partial<Record<FieldName, string>> = { shortId: 'customShortId' }

export type ImportField = FieldName | 'shortLink' | 'tags'

/**
 * Which column of an imported file holds what (docs/import-export.md has the table): headers are
 * compared lower-cased with everything but letters and digits removed, so `long_url`, `Long URL`
 * and `longUrl` are one name. The aliases are those of the peers' exports — Bitly (CSV export
 * and API: `long_url`, `link`, `title`, `tags`), Dub (CSV export: `Short link`, `Destination
 * URL`, `Title`, `Tags`; API: `url`, `key`, `title`), Shlink (CSV export and `short-url:import`:
 * `shortCode`, `shortUrl`, `longUrl`, `title`, `tags`), Kutt (API link objects: `target`,
 * `address`, `link`, `description`) — and dynqr's own export. No Node imports: the dashboard
 * uses it too.
 */
export const IMPORT_ALIASES: Readonly<Partial<Record<ImportField, readonly string[]>>> = {
  ...Object.fromEntries(
    IMPORTED_FIELDS.map(([name]) => [name, [normaliseHeader(name), ...(PEER_ALIASES[name] ?? [])]]),
  ),
  /** A whole short link (`bit.ly/3xYz`, `https://s.test/abc`): its last path segment is the id. */
  shortLink: ['shortlink', 'shorturl', 'link', 'bitlink', 'qrcodeurl', 'shortenedurl'],
  tags: ['tags', 'tag', 'tagnames'],
}

/** A row as the import understands it: each field from the first of its aliases present and not empty. */
export type MappedRow = Partial<Record<ImportField, string>>

/** An item of a JSON array: itself, or an object's `name` (Dub's tags are `{id, name, color}`). */
const itemText = (item: unknown): string =>
  typeof item === 'object' && item !== null && 'name' in item ? String(item.name) : String(item)

const text = (value: unknown): string | undefined => {
  if (value === null || value === undefined) return undefined
  if (Array.isArray(value)) return value.length === 0 ? undefined : value.map(itemText).join('|')
  const s = String(value).trim()
  return s === '' ? undefined : s
}

/** Maps one record (a CSV row by header, or a JSON object) to the import's fields. */
export function mapRow(record: Record<string, unknown>): MappedRow {
  const byName = new Map<string, unknown>()
  for (const [key, value] of Object.entries(record)) {
    const name = normaliseHeader(key)
    if (!byName.has(name) || text(byName.get(name)) === undefined) byName.set(name, value)
  }
  const row: MappedRow = {}
  for (const [field, aliases] of Object.entries(IMPORT_ALIASES) as [ImportField, readonly string[]][]) {
    for (const alias of aliases) {
      const value = text(byName.get(alias))
      if (value !== undefined) {
        row[field] = value
        break
      }
    }
  }
  return row
}

/** The id a short link ends with: `bit.ly/3xYz?x=1` → `3xYz`. */
export function idOfShortLink(link: string): string | undefined {
  const path = link.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/[?#].*$/, '')
  const segments = path.split('/').filter((s) => s !== '')
  return segments.length > 1 ? segments.at(-1) : undefined
}

/**
 * Tags read from a cell: Shlink's web client writes `a|b` (older versions `a,b`), Dub's and
 * dynqr's CSV `a, b`; JSON arrays (Bitly's, Dub's and Kutt's API objects) arrive joined by `|`
 * (`text`), Dub's tag objects by their `name`. Split on `|`, `,` or `;`, trimmed, blanks dropped.
 */
export const tagsFromCell = (cell: string): string[] =>
  cell
    .split(/[|,;]/)
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '')

/**
 * A cell as a create body's value, by the field's kind: a flag, a number, a list of tags, or text
 * as it is (times are ISO text, as in the API).
 */
function cellValue(name: FieldName, kind: ColumnKind, cell: string): unknown {
  if (kind === 'boolean') return /^(true|1|yes)$/i.test(cell)
  if (kind === 'list') return tagsFromCell(cell)
  if (kind === 'integer' && name !== 'expiresAt') return Number(cell)
  return cell
}

/** What a mapped row asks to create: a create body (before validation) and where its id came from. */
export function createBodyOf(row: MappedRow): Record<string, unknown> {
  const body: Record<string, unknown> = {}
  // Tags come from the field table's `tags` (a list); a title is never made from them.
  for (const [name, spec] of IMPORTED_FIELDS) {
    const cell =
      name === 'shortId' && row.shortId === undefined && row.shortLink !== undefined
        ? idOfShortLink(row.shortLink)
        : row[name]
    if (cell !== undefined) body[BODY_NAMES[name] ?? name] = cellValue(name, spec.kind, cell)
  }
  return body
}
