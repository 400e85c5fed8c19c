import { createHash } from 'node:crypto'
import { newScanView, type Store } from '@dynqr/server'

/** What a person's scan carries into the store: its day, its visitor's key, its dimensions. */
type Dimensions = Parameters<typeof newScanView>[2]

const DAY_MS = 86_400_000

/**
 * The kinds of people who scan the demo codes, as the server would classify them, weighted by
 * repetition (a phone on iOS from the US most often). Every value is one the contract names.
 */
const PEOPLE: Dimensions[] = [
  { country: 'US', device: 'mobile', os: 'iOS', browser: 'Safari', referrer: 'l.instagram.com', language: 'en' },
  { country: 'US', device: 'mobile', os: 'iOS', browser: 'Safari', referrer: null, language: 'en' },
  { country: 'US', device: 'mobile', os: 'iOS', browser: 'Chrome', referrer: null, language: 'es' },
  { country: 'US', device: 'desktop', os: 'Windows', browser: 'Chrome', referrer: 'www.google.com', language: 'en' },
  { country: 'DE', device: 'mobile', os: 'Android', browser: 'Chrome', referrer: null, language: 'de' },
  { country: 'DE', device: 'mobile', os: 'Android', browser: 'Samsung Internet', referrer: null, language: 'de' },
  { country: 'GB', device: 'mobile', os: 'iOS', browser: 'Safari', referrer: 't.co', language: 'en' },
  { country: 'GB', device: 'desktop', os: 'macOS', browser: 'Firefox', referrer: null, language: 'en' },
  { country: 'FR', device: 'tablet', os: 'iOS', browser: 'Safari', referrer: null, language: 'fr' },
  { country: 'JP', device: 'mobile', os: 'Android', browser: 'Chrome', referrer: null, language: 'ja' },
  { country: null, device: 'desktop', os: 'Linux', browser: 'Firefox', referrer: null, language: null },
  { country: null, device: 'other', os: 'other', browser: 'other', referrer: null, language: null },
]

/**
 * The visitor of scan `n` of a code: two scans in ten (3 and 7 of each ten) are the previous
 * scan's visitor coming back the same UTC day: a view, but not a unique one.
 */
const visitorOf = (n: number) => (n % 10 === 3 || n % 10 === 7 ? n - 1 : n)

/**
 * Records `views` people's scans of a code spread evenly over `life` milliseconds before `now`,
 * as the server records them: each with its visitor's key (a hash of a made-up visitor number,
 * never an address) and its dimensions, so stats, `uniqueViews`, `groupBy` and `GET /stats`
 * answer exact numbers; and a bot's hit every 20 scans.
 */
export async function seedScans(store: Store, shortId: string, views: number, life: number, now: number) {
  for (let n = 0; n < views; n += 1) {
    const visitor = visitorOf(n)
    // A returning visitor comes back at the same moment as their first scan: the same UTC day
    // whatever the time of day the mock starts, so it is never a unique view.
    const at = now - life + Math.floor(((visitor + 0.5) * life) / views)
    const view = newScanView(
      at - (at % DAY_MS),
      createHash('sha256').update(`${shortId} ${visitor}`).digest(),
      PEOPLE[visitor % PEOPLE.length] as Dimensions,
    )
    await store.qrCodes.recordScan(shortId, 'view', at, view)
    if (n % 20 === 19) await store.qrCodes.recordScan(shortId, 'bot', at)
  }
}
