import { type QrCodeOptions, type Role, validateRequest } from '@dynqr/contract'

/** The documented demo key: never valid on a real deployment, whose keys are random. */
export const DEMO_KEY = 'dqr_demo0000000000000000000000000000000000000'

/** One code of a seed file: a create's fields, plus its age and its real scans. */
export interface SeedCode {
  shortId: string
  targetUrl: string
  title?: string
  active?: boolean
  /** ISO date-time; in the past for an expired code. */
  expiresAt?: string
  maxScans?: number
  fallbackUrl?: string
  qrCodeOptions?: QrCodeOptions
  /** Scans recorded over the code's life, each with a visitor and dimensions (default 0). */
  views?: number
  /** How many days ago it was created (default 1). */
  daysOld?: number
}

/** A seed file (`--seed file.json`, `startStatefulMock({ seed })`): the demo account's data. */
export interface Seed {
  codes: SeedCode[]
  /** Add the demo style template (`sty_5c1e9a7b3d2f4e80`); default true. */
  styles?: boolean
}

/** The demo style template (a seed's `styles`), the contract's own example id, as both stateful mocks hold it. */
export const DEMO_STYLE = {
  id: 'sty_5c1e9a7b3d2f4e80',
  name: 'Spring campaign',
  qrCodeOptions: {
    width: 512,
    height: 512,
    dotsOptions: { type: 'rounded', color: '#1a2b3c' },
    frameOptions: { type: 'banner', text: 'SCAN ME' },
  },
} as const satisfies { id: string; name: string; qrCodeOptions: QrCodeOptions }

/** The demo account, the one the demo key belongs to, in both stateful mocks. */
export const DEMO_ACCOUNT = { id: 'acc_demo', name: 'demo' } as const

/** The password of every seeded person (docs/mock.md): never valid on a real deployment. */
export const DEMO_PASSWORD = 'dynqr-demo-password'

/**
 * The people of the demo account, one of each role, in both stateful mocks (issue #41): sign in
 * as any of them with {@link DEMO_PASSWORD}. The owner and the editor are the contract's own
 * example people, so Prism's answers and the stateful mocks agree.
 */
export const DEMO_PEOPLE = [
  { id: 'usr_4kT9vQ2mZx81LmQa', email: 'ada@example.com', name: 'Ada Lovelace', role: 'owner' },
  { id: 'usr_2pR8sT4uV6wX8yZa', email: 'alan@example.com', name: 'Alan Turing', role: 'admin' },
  { id: 'usr_7bN4cVd0eRf7gHj2', email: 'grace@example.com', name: 'Grace Hopper', role: 'editor' },
  { id: 'usr_9cD1eF3gH5iJ7kL0', email: 'katherine@example.com', name: 'Katherine Johnson', role: 'viewer' },
] as const satisfies readonly { id: string; email: string; name: string; role: Role }[]

export const SCENARIOS = ['demo', 'empty', 'many-codes', 'expired-and-limited', 'analytics-rich'] as const
export type ScenarioName = (typeof SCENARIOS)[number]

export const DAY_MS = 86_400_000
const iso = (ms: number) => new Date(ms).toISOString()

/** The named data sets, each a seed made when asked for (dates relative to now). */
export function scenarioSeed(name: ScenarioName, now = Date.now()): Seed {
  switch (name) {
    case 'demo':
      return {
        codes: [
          {
            shortId: 'spring-sale',
            targetUrl: 'https://shop.example.com/spring-sale',
            views: 1342,
            daysOld: 3,
            qrCodeOptions: { dotsOptions: { type: 'rounded', color: '#1a2b3c' } },
          },
          {
            shortId: 'menu',
            targetUrl: 'https://example.com/menu',
            views: 87,
            daysOld: 2,
            qrCodeOptions: { dotsOptions: { type: 'square', color: '#000000' } },
          },
          {
            shortId: 'wifi-guide',
            targetUrl: 'https://example.com/wifi',
            views: 5,
            daysOld: 1,
            qrCodeOptions: { dotsOptions: { type: 'dots', color: '#0b3d91' } },
          },
        ],
      }
    case 'empty':
      return { codes: [], styles: false }
    case 'many-codes':
      return {
        codes: Array.from({ length: 250 }, (_, i) => ({
          shortId: `code-${String(i + 1).padStart(3, '0')}`,
          targetUrl: `https://example.com/products/${i + 1}`,
          title: `Product ${i + 1}`,
          views: (i * 7) % 25,
          daysOld: 1 + (i % 30),
          ...(i % 10 === 9 && { active: false }),
        })),
      }
    case 'expired-and-limited':
      return {
        codes: [
          { shortId: 'menu', targetUrl: 'https://example.com/menu', views: 12, daysOld: 5 },
          {
            shortId: 'expired',
            targetUrl: 'https://example.com/winter-sale',
            title: 'Winter sale (over)',
            expiresAt: iso(now - DAY_MS),
            fallbackUrl: 'https://example.com/sale-over',
            views: 40,
            daysOld: 30,
          },
          {
            shortId: 'limit-reached',
            targetUrl: 'https://example.com/giveaway',
            title: 'First 25 scans win',
            maxScans: 25,
            views: 25,
            daysOld: 4,
          },
          { shortId: 'paused', targetUrl: 'https://example.com/paused', active: false, views: 3, daysOld: 8 },
          {
            shortId: 'expiring-soon',
            targetUrl: 'https://example.com/flash-sale',
            expiresAt: iso(now + 3_600_000),
            views: 9,
            daysOld: 1,
          },
        ],
      }
    case 'analytics-rich':
      return {
        codes: [
          { shortId: 'spring-sale', targetUrl: 'https://shop.example.com/spring-sale', views: 4800, daysOld: 30 },
          { shortId: 'poster', targetUrl: 'https://example.com/concert', views: 2400, daysOld: 21 },
          { shortId: 'menu', targetUrl: 'https://example.com/menu', views: 1200, daysOld: 14 },
          { shortId: 'wifi-guide', targetUrl: 'https://example.com/wifi', views: 300, daysOld: 7 },
          { shortId: 'flyer', targetUrl: 'https://example.com/flyer', views: 40, daysOld: 2 },
        ],
      }
  }
}

/**
 * Checks a seed as the server checks a create (the same messages), so a typo in a seed file is
 * named at start; throws `seed: codes[1].targetUrl …`.
 */
export function checkSeed(seed: unknown): Seed {
  const fail = (message: string): never => {
    throw new Error(`seed: ${message}`)
  }
  if (typeof seed !== 'object' || seed === null || !Array.isArray((seed as Seed).codes)) {
    return fail('must be a JSON object with a "codes" list')
  }
  const seen = new Set<string>()
  for (const [i, code] of (seed as Seed).codes.entries()) {
    if (typeof code !== 'object' || code === null) fail(`codes[${i}] must be an object`)
    const { shortId, views, daysOld, ...create } = code
    const problems = validateRequest('createQrCode', 'body', { ...create, customShortId: shortId })
    if (problems[0]) fail(`codes[${i}].${problems[0].message.replace('customShortId', 'shortId')}`)
    if (typeof shortId !== 'string') fail(`codes[${i}].shortId is required`)
    if (seen.has(shortId)) fail(`codes[${i}].shortId ${shortId} is used twice`)
    seen.add(shortId)
    for (const [name, value] of Object.entries({ views, daysOld })) {
      if (value !== undefined && (!Number.isInteger(value) || value < 0 || value > 100_000)) {
        fail(`codes[${i}].${name} must be a whole number from 0 to 100000`)
      }
    }
  }
  return seed as Seed
}
