import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, posix, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const SRC = resolve(import.meta.dirname, '../src')
const TEST = import.meta.dirname

/** Every TypeScript file under a folder of src/, as a path relative to src/. */
function sourceFiles(folder: string): string[] {
  return readdirSync(join(SRC, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => join(folder, file))
}

/**
 * The files of src/ that a source file imports (static, re-exported or dynamic), relative to src/
 * and named by their source (`.ts`).
 */
function localImports(file: string): string[] {
  const text = readFileSync(join(SRC, file), 'utf8')
  const specifiers = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g)].map((m) => m[1] ?? '')
  return specifiers
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => relative(SRC, resolve(SRC, dirname(file), specifier)).replace(/\.js$/, '.ts'))
}

/** The imports of every file under `folder` that `allowed(file, target)` refuses, as "file imports target". */
function violations(folder: string, allowed: (file: string, target: string) => boolean): string[] {
  const files = sourceFiles(folder)
  expect(files.length).toBeGreaterThan(0)
  return files.flatMap((file) =>
    localImports(file)
      .filter((target) => !allowed(file, target))
      .map((target) => `${file} imports ${target}`),
  )
}

const inFolder = (path: string, folder: string) => path === folder || path.startsWith(`${folder}/`)

/** The layers of the server and the folders each must never import from. */
const RULES: [layer: string, forbidden: string[]][] = [
  // The HTTP edge is given ready services (program.ts builds them): no engine, pool or dispatcher.
  ['http', ['store', 'images', 'webhooks', 'mail', 'oidc', 'program.ts']],
  ['domain', ['http', 'store', 'images', 'webhooks', 'mail', 'oidc']],
  // Pages are markup: the HTTP edge serves them, never the other way round.
  ['web', ['http']],
  // The parts that talk to the outside world implement the domain's ports; the HTTP edge is given them.
  ['mail', ['http', 'store', 'oidc']],
  ['oidc', ['http', 'store', 'mail']],
]

describe('the server’s layers', () => {
  it.each(RULES)('%s/ imports nothing from %j', (layer, forbidden) => {
    expect(violations(layer, (_, target) => !forbidden.some((folder) => inFolder(target, folder)))).toEqual([])
  })
})

/*
 * Feature folders (issue #39). A feature is one folder in domain/ and the folder of the same name
 * in http/ (and in test/domain/, test/http/). The rules, all true of the code today:
 *
 * 1. domain/'s root is the kernel plus the three files that gather the features, and nothing
 *    else (at most 12 files): a new file goes into a feature, or is classified here.
 * 2. The kernel (errors, records and their field table, the ETag, the idempotency and rate-limit
 *    ports) imports no feature: every feature may build on it.
 * 3. A feature imports its own folder, the kernel, store.ts (a service may be given the whole
 *    store) and the features DOMAIN_FEATURES declares for it; never services.ts or readiness.ts,
 *    which gather the features. The table is exact (a declared feature not imported fails too),
 *    so it is the picture of what depends on what, and it has no cycle:
 *
 *        scans   images   keys   webhooks          (the kernel only)
 *          ^       ^  ^
 *          |       |  branding
 *          |       |  ^
 *          +----- codes          (a code's repository records scans; its styles are branding's)
 *          |       ^
 *          +--- analytics        (reads what codes recorded)
 *
 *        audit --> keys          (who changed what: a caller is a key's or a user's Principal)
 *
 *    It would have caught codes reading analytics' breakdowns, or a webhook reaching into a
 *    code's service.
 * 4. http/<feature> imports, from domain/, what domain/<feature> may import (itself, the kernel
 *    and its declared features); from http/, its own folder and the root's plumbing, never
 *    another feature's handlers. Before the folders every feature's handlers took the Handler
 *    type from qr-code-handlers.ts; it is http/handler.ts now.
 * 5. http/'s root is plumbing (authentication, errors, idempotency, limits, metrics, tracing) and
 *    app.ts, which routes every feature: plumbing imports no http feature. This is the rule that
 *    would have caught error-reply.ts taking a message from asset-handlers.ts (a circle of six
 *    files, issue #39); until that is undone it is the one allowance below.
 */

/** Each feature of domain/ and the other features its files may import. */
const DOMAIN_FEATURES: Record<string, string[]> = {
  scans: [],
  images: [],
  keys: [],
  people: ['keys'],
  webhooks: [],
  domains: [],
  branding: ['images'],
  // people: a code's password is hashed as people's are (issue #43, password-hash.ts).
  codes: ['scans', 'images', 'branding', 'domains', 'people'],
  analytics: ['codes', 'scans'],
  // The audit log (issue #41): who changed what; the features' handlers write to it (http/audit-trail.ts).
  audit: ['keys'],
  // Destination health (issue #44): the checks' rules and port; the codes' presenter reads only records.
  health: [],
  // Print runs (issue #45): the account's codes drawn at their printed size, proven by the scan guard.
  print: ['codes', 'images'],
}

/** domain/'s root files that every feature may build on: they import no feature. */
const KERNEL = [
  'domain-error.ts',
  'records.ts',
  'qr-code-fields.ts',
  'etag.ts',
  'idempotency-repository.ts',
  'rate-limit-counters.ts',
]
/** domain/'s root files that gather the features: the store's ports, the services, readiness. */
const GATHERING = ['store.ts', 'services.ts', 'readiness.ts']
/** The gathering file a feature may import: a service may be given the whole store. */
const WHOLE_STORE = 'domain/store.ts'

/** Imports that break rule 5, each with the work that removes it: none left. */
const HTTP_ROOT_ALLOWANCES: string[] = []

const entries = (folder: string, dirs: boolean) =>
  readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() === dirs)
    .map((entry) => entry.name)
    .sort()

/** The feature folder a path of src/ is in (`domain/codes/x.ts` → `codes`), or null at a layer's root. */
function featureOf(path: string): string | null {
  const parts = path.split(posix.sep)
  return parts.length > 2 ? (parts[1] ?? null) : null
}

/** Whether a file of domain/<feature> (or http/<feature>) may import `target` of domain/. */
function domainAllows(feature: string, target: string): boolean {
  if (!inFolder(target, 'domain')) return true
  const targetFeature = featureOf(target)
  if (targetFeature === null) return KERNEL.includes(posix.basename(target)) || target === WHOLE_STORE
  return targetFeature === feature || (DOMAIN_FEATURES[feature] ?? []).includes(targetFeature)
}

describe('the server’s feature folders', () => {
  it('domain/ holds the kernel, the gathering files and the declared features, nothing else', () => {
    const root = entries(join(SRC, 'domain'), false)
    expect(root.length).toBeLessThanOrEqual(12)
    expect(root).toEqual([...KERNEL, ...GATHERING].sort())
    expect(entries(join(SRC, 'domain'), true)).toEqual(Object.keys(DOMAIN_FEATURES).sort())
  })

  it('every feature folder of http/ and of the tests is a feature of domain/', () => {
    const features = Object.keys(DOMAIN_FEATURES)
    for (const folder of [join(SRC, 'http'), join(TEST, 'domain'), join(TEST, 'http')]) {
      expect(entries(folder, true).filter((name) => !features.includes(name))).toEqual([])
    }
  })

  it('the kernel imports no feature and no gathering file', () => {
    const kernel = KERNEL.map((file) => `domain/${file}`)
    const found = kernel.flatMap((file) =>
      localImports(file)
        .filter((target) => featureOf(target) !== null || GATHERING.some((name) => target === `domain/${name}`))
        .map((target) => `${file} imports ${target}`),
    )
    expect(found).toEqual([])
  })

  it.each(
    Object.keys(DOMAIN_FEATURES),
  )('domain/%s imports the kernel, the whole store and its declared features only', (feature) => {
    expect(violations(`domain/${feature}`, (_, target) => domainAllows(feature, target))).toEqual([])
  })

  it('the declared features are exactly the ones imported', () => {
    const imported = Object.fromEntries(
      Object.keys(DOMAIN_FEATURES).map((feature) => {
        const targets = sourceFiles(`domain/${feature}`).flatMap(localImports)
        const features = new Set(targets.filter((t) => inFolder(t, 'domain')).map(featureOf))
        return [
          feature,
          Object.keys(DOMAIN_FEATURES)
            .filter((other) => other !== feature && features.has(other))
            .sort(),
        ]
      }),
    )
    const declared = Object.fromEntries(Object.entries(DOMAIN_FEATURES).map(([f, deps]) => [f, [...deps].sort()]))
    expect(imported).toEqual(declared)
  })

  it('no cycle between the features', () => {
    const done = new Set<string>()
    const cycles: string[] = []
    const visit = (feature: string, path: string[]) => {
      if (path.includes(feature)) return void cycles.push([...path, feature].join(' → '))
      if (done.has(feature)) return
      for (const next of DOMAIN_FEATURES[feature] ?? []) visit(next, [...path, feature])
      done.add(feature)
    }
    for (const feature of Object.keys(DOMAIN_FEATURES)) visit(feature, [])
    expect(cycles).toEqual([])
  })

  it.each(
    entries(join(SRC, 'http'), true),
  )('http/%s imports its domain feature, the plumbing and no other http feature', (feature) => {
    const allowed = (_: string, target: string) =>
      domainAllows(feature, target) &&
      (!inFolder(target, 'http') || featureOf(target) === null || featureOf(target) === feature)
    expect(violations(`http/${feature}`, allowed)).toEqual([])
  })

  it('http/’s plumbing imports no http feature (app.ts routes them all)', () => {
    const plumbing = entries(join(SRC, 'http'), false).filter((file) => file !== 'app.ts')
    const found = plumbing.flatMap((name) =>
      localImports(`http/${name}`)
        .filter((target) => inFolder(target, 'http') && featureOf(target) !== null)
        .map((target) => `http/${name} imports ${target}`),
    )
    expect(found).toEqual(HTTP_ROOT_ALLOWANCES)
  })
})
