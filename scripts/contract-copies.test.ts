import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { findContractCopies, findCopiesIn } from './contract-copies.js'

const root = join(import.meta.dirname, '..')

/**
 * Sets of contract values still written by hand, each with why it stays. A new copy fails the
 * test below, and so does one that has gone while it is still listed here.
 */
const STILL_WRITTEN: Record<string, string> = {
  'packages/server/src/domain/print/print-layout.ts LabelSheet':
    'stays: the grid of each label sheet (LABEL_SHEETS), a Record<LabelSheet, SheetGrid>, so a new sheet fails typecheck here',
  'packages/server/src/domain/print/print-layout.ts PageSize':
    'stays: the millimetres of each page (PAGES), a Record<PageSize, …>, so a new page size fails typecheck here',
  'packages/server/src/domain/images/qr-code-image.ts ImageFormat':
    'stays: the media type of each format (CONTENT_TYPES), indexed by ImageFormat, so a new format fails typecheck',
  'packages/server/src/domain/codes/qr-code-stats.ts StatsInterval':
    'stays: the width in ms of each interval (WIDTH), a Record<StatsInterval, number>, so a new interval fails typecheck here',
  'packages/sdk/src/error-from-response.ts ErrorCode':
    'stays: the error class of each code (CLASSES), a Record<ErrorCode, …>, so a new code fails typecheck here',
  'packages/render/src/encode.ts ErrorCorrectionLevel':
    'stays: the format-information bits of each level (LEVEL_BITS), a Record<ErrorCorrectionLevel, number>, so a new level fails typecheck here',
  'packages/server/src/domain/scans/scan-analyzer.ts StatsDimension':
    'stays: the dimensions of a view are a Record<StatsDimension, string | null>, so a new dimension fails typecheck here',
  'scripts/bench/pg-scan-cost.ts StatsDimension':
    "stays: one phone's classified view, typed as the analyzer's dimensions, so a new dimension fails typecheck here",
  'packages/server/src/domain/scans/scan-dimensions.ts ScanOs':
    'stays: the desktop systems among the OSes (DESKTOP_OS), a subset chosen here, that make a device `desktop`',
  'packages/server/src/domain/scans/scan-dimensions.ts StatsDimension':
    'stays: the User-Agent verdict is a Pick of Record<StatsDimension, …>, so a renamed dimension fails typecheck here',
  'packages/mock/src/seed-scans.ts StatsDimension':
    'stays: the demo people are rows of a Record<StatsDimension, string | null> (ScanView), so a new dimension fails typecheck here',
  'packages/server/src/web/analytics/scan-analytics.browser.ts StatsDimension':
    'stays: the four breakdowns the pages show, `satisfies readonly StatsDimension[]`, and their plurals keyed by them',
  'packages/server/src/http/branding/asset-handlers.ts AssetContentType':
    'stays: the file extension of each type, a Record<AssetContentType, string>, so a new type fails typecheck here',
  'packages/server/src/domain/analytics/scan-analytics-repository.ts StatsDimension':
    'stays: the dimensions whose distinct values are capped per code and day, a subset chosen here, `satisfies readonly StatsDimension[]`',
  'packages/contract-tests/src/checks/webhooks.ts WebhookEventType':
    'stays: the order the harness triggers the events in (a code is deactivated before it is deleted), typed by WebhookEventType',
  'packages/server/src/domain/webhooks/scan-events.ts WebhookEventType':
    'stays: the events whose data is their own rather than a code (issue #44), a subset chosen here, `satisfies readonly WebhookEventType[]`',
  'packages/server/src/store/webhooks/sql-event-log.ts StoreKind':
    "stays: the event log's SQL per engine (issue #44), `satisfies Record<EngineName, …>`, so a new engine fails typecheck here",
  'packages/sdk/src/events.ts WebhookEventType':
    'stays: the code-change events are every type but the two whose data is not a code, an `Exclude<WebhookEventType, …>`, so a new type joins them',
  'packages/server/src/store/sql-rows.ts SortField':
    'stays: the column of each sort field, a Record<SortField, string>, so a new field fails typecheck here',
}

const ENUMS = new Map([
  ['DotType', new Set(['square', 'dots', 'rounded'])],
  ['CornerDotType', new Set(['square', 'dot'])],
  ['ErrorCode', new Set(['NOT_FOUND', 'CONFLICT'])],
])

describe('finding contract values retyped by hand', () => {
  it.each([
    ['a union type', `type Dot = 'square' | 'dots'`, ['DotType']],
    ['an array', `const types = ['square', 'rounded', 'dots']`, ['DotType']],
    ['the keys of a lookup table', `const STATUS = { NOT_FOUND: 404, CONFLICT: 409 }`, ['ErrorCode']],
    ['the values of a lookup table', `const CODE = { 404: 'NOT_FOUND', 409: 'CONFLICT' }`, ['ErrorCode']],
    [
      'the options of a select, named after the smallest enum',
      'const html = `<select><option value="square">S</option><option value="dot">D</option></select>`',
      ['CornerDotType'],
    ],
    [
      'two selects in one page',
      `const html = \`<select><option value="square"><option value="dots"></select>
        <select><option value="NOT_FOUND"><option value="CONFLICT"></select>\``,
      ['DotType', 'ErrorCode'],
    ],
  ])('flags %s', (_name, source, want) => {
    expect(findCopiesIn('x.ts', source, ENUMS).map((c) => c.enumName)).toEqual(want)
  })

  it.each([
    ['a single value', `throw new DomainError('NOT_FOUND', 'QR code not found')`],
    ['a case of a switch', `switch (t) { case 'square': return 1; case 'dots': return 2 }`],
    ['a record with other fields', `const row = { square: 1, dots: 2, width: 3 }`],
    ['a union with other members', `type Kind = 'square' | 'dots' | 'none'`],
    ['values of the generated constants', `const html = DOT_TYPES.map((t) => option(t))`],
  ])('leaves %s alone', (_name, source) => {
    expect(findCopiesIn('x.ts', source, ENUMS)).toEqual([])
  })
})

describe('the hand-written sources', () => {
  it('import the values of the contract instead of retyping them', async () => {
    const found = (await findContractCopies(root)).map((c) => `${c.file} ${c.enumName}`)
    const unexpected = found.filter((key) => !(key in STILL_WRITTEN))
    expect(unexpected, 'import these from the generated constants (@dynqr/contract) instead').toEqual([])
    const gone = Object.keys(STILL_WRITTEN).filter((key) => !found.includes(key))
    expect(gone, 'no longer written by hand: take them off STILL_WRITTEN').toEqual([])
  })
})
