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
export const IMPORT_ALIASES = {
  targetUrl: ['targeturl', 'longurl', 'destinationurl', 'destination', 'target', 'url', 'originalurl'],
  shortId: ['shortid', 'shortcode', 'customshortid', 'key', 'slug', 'address', 'backhalf', 'custombackhalf', 'alias'],
  /** A whole short link (`bit.ly/3xYz`, `https://s.test/abc`): its last path segment is the id. */
  shortLink: ['shortlink', 'shorturl', 'link', 'bitlink', 'qrcodeurl', 'shortenedurl'],
  title: ['title', 'name', 'description'],
  tags: ['tags', 'tag', 'tagnames'],
  active: ['active'],
  expiresAt: ['expiresat'],
  maxScans: ['maxscans'],
  fallbackUrl: ['fallbackurl'],
} as const

export type ImportField = keyof typeof IMPORT_ALIASES

export const normaliseHeader = (header: string): string => header.toLowerCase().replace(/[^a-z0-9]/g, '')

/** A row as the import understands it: each field from the first of its aliases present and not empty. */
export type MappedRow = Partial<Record<ImportField, string>>

const text = (value: unknown): string | undefined => {
  if (value === null || value === undefined) return undefined
  if (Array.isArray(value)) return value.length === 0 ? undefined : value.map(String).join('|')
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

/** What a mapped row asks to create: a create body (before validation) and where its id came from. */
export function createBodyOf(row: MappedRow): Record<string, unknown> {
  const shortId = row.shortId ?? (row.shortLink === undefined ? undefined : idOfShortLink(row.shortLink))
  const maxScans = row.maxScans === undefined ? undefined : Number(row.maxScans)
  const active = row.active === undefined ? undefined : /^(true|1|yes)$/i.test(row.active)
  // Tags are left out: dynqr has no tags (docs/import-export.md); a title is never made from them.
  return {
    ...(row.targetUrl !== undefined && { targetUrl: row.targetUrl }),
    ...(shortId !== undefined && { customShortId: shortId }),
    ...(row.title !== undefined && { title: row.title }),
    ...(active !== undefined && { active }),
    ...(row.expiresAt !== undefined && { expiresAt: row.expiresAt }),
    ...(maxScans !== undefined && { maxScans }),
    ...(row.fallbackUrl !== undefined && { fallbackUrl: row.fallbackUrl }),
  }
}
