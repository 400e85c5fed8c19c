import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Routing } from '../../src/domain/scans/routing.js'
import { routeDecision, scanCode } from '../../src/domain/scans/scan-rule.js'
import type { QrCodeChanges, QrCodeRecord, ScanKind, Store } from '../../src/index.js'
import { ENGINES } from '../helpers/engines.js'
import { qrCodeRecord, T0 } from '../helpers/records.js'
import {
  AB,
  contextOf,
  scanFieldsOf,
  viewOf,
  hasAny,
  MOBILE_RULE,
  pickRouting,
  type RoutingKind,
  routingKinds,
  routingOf,
} from '../helpers/routing-model.js'
import { type Counts, type Model, modelSweep, modelUpdate, type Real } from '../helpers/scan-model.js'

/**
 * The scan rule as one executable model (src/domain/scans/scan-rule.ts), and every engine held to it:
 * random sequences of person and bot scans (some submitted together, as a busy server receives
 * them, so the SQL engines' coalesced and group-committed paths decide them), creations,
 * updates of the lifecycle fields, deletions, clock steps and expiry sweeps are applied to the
 * engine and to the model, and after every step each scan's outcome, every counter, every hourly
 * bucket and every qrcode.deactivated must be the model's — with maxScans counting views or, per
 * code (scanLimitCounts), unique views, which a visitor scanning again that day does not add to;
 * and with codes on a custom domain and scans asked on hosts that are not always their code's.
 * Codes have routing too (issue #43): rules on the device, a 50/50 A/B test, a password. The
 * model decides what the short link decides before counting (routeDecision: held at the password
 * form, or the route), the engine records the route with the view, and each code's routing as
 * the engine remembers it and its views by route must be the model's.
 */

const HOUR = 3_600_000
const DAY = 86_400_000
const ACCOUNT = 'acc_model'
/** The codes a run plays with; one of them may never be created (a missing code). */
const SLOTS = 3
const FALLBACK = 'https://example.com/fallback'
/** The custom domain some codes are on, and some scans asked on (issue #42). */
const MENU = 'menu.example.test'

/** How a code is created: its lifecycle, with the expiry relative to the clock. */
interface Init {
  active: boolean
  maxScans: number | null
  /** What maxScans counts: views, or the code's lifetime unique views. */
  limitCounts?: 'views' | 'uniqueViews'
  expiresIn: number | null
  fallback: boolean
  /** The code's custom domain; null: the site's own host. */
  domain?: string | null
  routing?: RoutingKind
}

/** A record for the store, from the tests' one fixture. */
function record(shortId: string, now: number, init: Init): QrCodeRecord {
  return qrCodeRecord(shortId, {
    accountId: ACCOUNT,
    createdAt: now,
    expiresAt: init.expiresIn === null ? null : now + init.expiresIn,
    maxScans: init.maxScans,
    scanLimitCounts: init.limitCounts ?? 'views',
    fallbackUrl: init.fallback ? FALLBACK : null,
    active: init.active,
    domain: init.domain ?? null,
    ...routingOf(init.routing),
  })
}

const idOf = (real: Real, slot: number) => `${real.prefix}${slot}`

/** One scan in the model: its outcome, the counter and bucket it adds to, the event it records. */
function modelScan(
  model: Model,
  id: string,
  kind: ScanKind,
  now: number,
  visitor = 0,
  host: string | null = null,
  route: string | null = null,
) {
  const code = model.codes.get(id)
  const seen = `${now - (now % DAY)} ${visitor}`
  const { result, next, counted, deactivates } = scanCode(code, kind, now, !code?.visitors.has(seen), host)
  if (next && counted) {
    const hour = now - (now % HOUR)
    const bucket = next.buckets.get(hour) ?? { views: 0, uniqueViews: 0, botHits: 0, fallbackHits: 0 }
    const unique = counted === 'views' && !next.visitors.has(seen) ? 1 : 0
    if (counted === 'views') next.visitors.add(seen)
    if (counted === 'views' && route !== null) {
      next.routes = new Map(next.routes).set(route, (next.routes.get(route) ?? 0) + 1)
    }
    next.buckets.set(hour, { ...bucket, [counted]: bucket[counted] + 1, uniqueViews: bucket.uniqueViews + unique })
    model.codes.set(id, next)
  }
  if (deactivates) model.deactivations.set(id, (model.deactivations.get(id) ?? 0) + 1)
  return result
}

/** After every step: each code as stored, its buckets and its qrcode.deactivated events, against the model. */
async function compare(model: Model, real: Real) {
  // Every tally reported at once (no interval): the reports add up to the counters exactly.
  await real.store.webhooks.reportScans(2 ** 50, 0)
  for (const due of await real.store.webhooks.claimDue(2 ** 50, 10_000, 1)) {
    if (due.type === 'qrcode.scanned') {
      const data = due.data as { shortId: string; views: number; uniqueViews: number; botHits: number }
      const sums = real.reported.get(data.shortId) ?? { views: 0, uniqueViews: 0, botHits: 0 }
      real.reported.set(data.shortId, {
        views: sums.views + data.views,
        uniqueViews: sums.uniqueViews + data.uniqueViews,
        botHits: sums.botHits + data.botHits,
      })
    }
    if (due.type === 'qrcode.deactivated') {
      const id = due.code?.shortId ?? ''
      real.deactivations.set(id, (real.deactivations.get(id) ?? 0) + 1)
    }
  }
  for (let slot = 0; slot < SLOTS; slot += 1) {
    const id = idOf(real, slot)
    const code = model.codes.get(id)
    const stored = await real.store.qrCodes.findById(ACCOUNT, id)
    expect(stored && scanFieldsOf(stored), `${id} as stored`).toEqual(code && !code.deleted ? scanFieldsOf(code) : null)
    const buckets = await real.store.qrCodes.scanBuckets(id, 0, Number.MAX_SAFE_INTEGER)
    const want = [...(code?.buckets ?? [])].sort(([a], [b]) => a - b).map(([start, counts]) => ({ start, ...counts }))
    expect(buckets, `${id}'s buckets`).toEqual(want)
    // Scan analytics: every view is in the breakdown, rolled up or not; the uniques too.
    if (slot === 0) await real.store.scanAnalytics.rollUpEvents()
    const { breakdown } = await real.store.scanAnalytics.read({ shortId: id }, 0, Number.MAX_SAFE_INTEGER, 'device')
    const sum = (
      rows: readonly Counts[] | readonly { views: number; uniqueViews: number }[],
      key: 'views' | 'uniqueViews',
    ) => rows.reduce((total, row) => total + row[key], 0)
    expect(sum(breakdown ?? [], 'views'), `${id}'s breakdown`).toBe(sum(want, 'views'))
    expect(sum(breakdown ?? [], 'uniqueViews'), `${id}'s unique views`).toBe(sum(want, 'uniqueViews'))
    expect(real.deactivations.get(id) ?? 0, `${id}'s qrcode.deactivated`).toBe(model.deactivations.get(id) ?? 0)
    // Routing (issue #43): as the engine remembers it for the short link, and the views by route.
    const routing = code && !code.deleted ? routingOf('none') : null
    if (code && !code.deleted) Object.assign(routing as Routing, pickRouting(code))
    const remembered = await real.store.qrCodes.routingOf(id)
    expect(remembered, `${id}'s routing`).toEqual(routing && hasAny(routing) ? routing : null)
    const byRoute = await real.store.scanAnalytics.read({ shortId: id }, 0, Number.MAX_SAFE_INTEGER, 'route')
    const routes = Object.fromEntries((byRoute.breakdown ?? []).map((row) => [row.value, row.views]))
    expect(routes, `${id}'s views by route`).toEqual(Object.fromEntries(code?.routes ?? []))
    const counted = { views: code?.views ?? 0, uniqueViews: code?.uniqueViews ?? 0, botHits: code?.botHits ?? 0 }
    const reported = real.reported.get(id) ?? { views: 0, uniqueViews: 0, botHits: 0 }
    expect(reported, `${id}'s qrcode.scanned reports`).toEqual(counted)
  }
}

/**
 * One scan as the short link makes it (routed-scans.ts): held at the password form (nothing
 * counted, the engine not asked) or counted by the engine with the route the model chose.
 */
async function scanBoth(
  model: Model,
  real: Real,
  s: { id: string; kind: ScanKind; visitor: number; at: number; host: string | null; unlocked: boolean },
) {
  // Asked on another host than its own, a code is missing before any routing (issue #42).
  const code = model.codes.get(s.id)
  const onItsHost = code !== undefined && !code.deleted && code.domain === s.host
  const decision = onItsHost
    ? routeDecision(code, s.kind, s.at, contextOf(s.visitor, s.at), s.unlocked)
    : { locked: false, route: null }
  if (decision.locked) return { got: { state: 'locked' }, want: () => ({ state: 'locked' }) }
  const view = viewOf(s.id, s.kind, s.visitor, s.at)
  const got = real.store.qrCodes.recordScan(s.id, s.kind, s.at, view, s.host, decision.route ?? undefined)
  return { got, want: () => modelScan(model, s.id, s.kind, s.at, s.visitor, s.host, decision.route) }
}

/** One command: a name fast-check prints in a counterexample, and what it does to both sides. */
class Step implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly name: string,
    readonly act: (model: Model, real: Real) => Promise<void>,
  ) {}
  check = () => true
  run = async (model: Model, real: Real) => {
    await this.act(model, real)
    await compare(model, real)
  }
  toString = () => this.name
}

const slot = fc.integer({ min: 0, max: SLOTS - 1 })
const kind = fc.constantFrom<ScanKind>('view', 'view', 'bot')
/** Scan analytics: one of a few visitors (their keys), so that some views repeat a visitor. */
const visitor = fc.integer({ min: 0, max: 2 })
/** The host a scan is asked on: mostly the site's own, sometimes the custom domain. */
const host = fc.constantFrom<string | null>(null, null, MENU)
/** Offsets around the clock that land before, on and after the instants scans happen at. */
const expiresIn = fc.constantFrom(-HOUR, -1, 0, 1, 1_000, 2_000, HOUR)
const maxScans = fc.integer({ min: 1, max: 4 })

function createStep(slot: number, init: Init): Step {
  return new Step(`create(${slot}, ${JSON.stringify(init)})`, async (model, real) => {
    const id = idOf(real, slot)
    const given = record(id, model.now, init)
    const created = await real.store.qrCodes.create(given)
    const want = model.codes.has(id) ? 'taken' : 'created'
    if (want === 'created') {
      model.codes.set(id, {
        ...scanFieldsOf(given),
        ...routingOf(init.routing),
        deleted: false,
        expiryAnnounced: false,
        buckets: new Map(),
        visitors: new Set(),
        routes: new Map(),
      })
    }
    expect(created, `create ${id}`).toBe(want)
  })
}

const create = fc
  .record({
    slot,
    active: fc.constantFrom(true, true, true, false),
    maxScans: fc.option(maxScans, { freq: 2 }),
    limitCounts: fc.constantFrom<'views' | 'uniqueViews'>('views', 'uniqueViews'),
    expiresIn: fc.option(expiresIn, { freq: 2 }),
    fallback: fc.boolean(),
    domain: host,
    routing: routingKinds,
  })
  .map(({ slot, ...init }) => createStep(slot, init))

const unlocked = fc.boolean()
const scan = fc.tuple(slot, kind, visitor, host, unlocked).map(
  ([slot, kind, visitor, host, unlocked]) =>
    new Step(
      `scan(${slot}, ${kind}, visitor ${visitor}, on ${host}${unlocked ? ', unlocked' : ''})`,
      async (model, real) => {
        const id = idOf(real, slot)
        const { got, want } = await scanBoth(model, real, { id, kind, visitor, at: model.now, host, unlocked })
        expect(await got, `${kind} of ${id} at +${model.now - T0}`).toEqual(want())
      },
    ),
)

/** Scans submitted together, decided in arrival order; at the indexes in `steps` the clock moves 1 ms on. */
const together = fc
  .tuple(
    fc.array(fc.record({ slot, kind, visitor, host, unlocked }), { minLength: 2, maxLength: 8 }),
    fc.array(fc.nat({ max: 7 }), { maxLength: 2 }),
  )
  .map(
    ([scans, steps]) =>
      new Step(
        `together(${scans.map((s, i) => `${steps.includes(i) ? '+1ms ' : ''}${s.slot}:${s.kind}@${s.host}`).join(', ')})`,
        async (model, real) => {
          let at = model.now
          const timed = scans.map((s, i) => {
            if (steps.includes(i)) at += 1
            return { ...s, id: idOf(real, s.slot), at }
          })
          // Decided as they arrive (the short link decides before it submits), counted together.
          const sent = []
          for (const s of timed) sent.push(await scanBoth(model, real, s))
          const results = await Promise.all(sent.map((s) => s.got))
          const want = sent.map((s) => s.want())
          model.now = at
          expect(results, `scans together at +${model.now - T0}`).toEqual(want)
        },
      ),
  )

const changes: fc.Arbitrary<QrCodeChanges & { expiresIn?: number | null }> = fc.record(
  {
    targetUrl: fc.constantFrom('https://example.com/t1', 'https://example.com/t2'),
    active: fc.boolean(),
    maxScans: fc.option(maxScans),
    scanLimitCounts: fc.constantFrom<'views' | 'uniqueViews'>('views', 'uniqueViews'),
    expiresIn: fc.option(expiresIn),
    fallbackUrl: fc.option(fc.constantFrom(FALLBACK, 'https://example.com/other')),
    rules: fc.constantFrom([], [MOBILE_RULE]),
    variants: fc.constantFrom([], AB),
    passwordHash: fc.option(fc.constant('scrypt$changed')),
  },
  { requiredKeys: [] },
)
const update = fc.tuple(slot, changes).map(
  ([slot, { expiresIn, ...rest }]) =>
    new Step(`update(${slot}, ${JSON.stringify({ expiresIn, ...rest })})`, async (model, real) => {
      const id = idOf(real, slot)
      const given: QrCodeChanges = { ...rest }
      if (expiresIn !== undefined) given.expiresAt = expiresIn === null ? null : model.now + expiresIn
      const updated = await real.store.qrCodes.update(ACCOUNT, id, given, model.now)
      const want = modelUpdate(model, id, given)
      expect(updated && updated !== 'stale' ? scanFieldsOf(updated) : updated, `update ${id}`).toEqual(
        want && scanFieldsOf(want),
      )
    }),
)

const remove = slot.map(
  (slot) =>
    new Step(`delete(${slot})`, async (model, real) => {
      const id = idOf(real, slot)
      const deleted = await real.store.qrCodes.delete(ACCOUNT, id, model.now)
      const code = model.codes.get(id)
      if (code && !code.deleted) model.codes.set(id, { ...code, deleted: true })
      expect(deleted, `delete ${id}`).toBe(code !== undefined && !code.deleted)
    }),
)

const tick = fc.constantFrom(1, 999, 1_000, 60_000, HOUR, DAY).map(
  (ms) =>
    new Step(`tick(${ms})`, async (model) => {
      model.now += ms
    }),
)

const sweep = fc.constant(
  new Step('announceExpiries()', async (model, real) => {
    // Only this run's codes can be due: every earlier run deleted its codes when it ended.
    expect(await real.store.qrCodes.announceExpiries(model.now), 'expiries marked').toBe(modelSweep(model, model.now))
  }),
)

const commands = fc.commands(
  [create, create, scan, scan, scan, scan, together, together, update, update, remove, tick, tick, sweep],
  { maxCommands: 40, size: 'max' },
)

describe.each(ENGINES)('the scan rule on $name', (engine) => {
  let store: Store
  let runs = 0

  beforeAll(async () => {
    store = await engine.open()
    await store.accounts.create({ id: ACCOUNT, name: 'model', createdAt: 1 })
    await store.webhooks.create({
      id: 'wh_model',
      accountId: ACCOUNT,
      url: 'https://example.com/hook',
      events: ['qrcode.deactivated', 'qrcode.scanned'],
      description: null,
      secret: 'whsec_bW9kZWw=',
      createdAt: 1,
      disabledAt: null,
    })
  })
  afterAll(async () => {
    await store.close()
  })

  it('agrees with the model on every outcome, counter, bucket and deactivation', async () => {
    await fc.assert(
      fc.asyncProperty(commands, async (cmds) => {
        runs += 1
        const real: Real = { store, prefix: `r${runs}_`, deactivations: new Map(), reported: new Map() }
        const model: Model = { now: T0, codes: new Map(), deactivations: new Map() }
        try {
          // Every run begins with a live code, so most runs scan something that counts.
          await createStep(0, { active: true, maxScans: 3, expiresIn: null, fallback: true }).run(model, real)
          await fc.asyncModelRun(() => ({ model, real }), cmds)
        } finally {
          for (let slot = 0; slot < SLOTS; slot += 1) await store.qrCodes.delete(ACCOUNT, idOf(real, slot), model.now)
        }
      }),
      { seed: 26, numRuns: 40 },
    )
  }, 120_000)
})
