import { OPERATIONS } from '@dynqr/contract'
import { describe, expect, it } from 'vitest'
import { ContractKit, documentedStatuses, type KitOptions } from '../src/index.js'

// A deployment that answers every request with 503: every check runs (and fails) without a
// server, which is all it takes to read which checks a profile holds, in which order.
const unavailable: typeof fetch = async () => new Response(null, { status: 503 })

async function checksOf(options: Partial<KitOptions>) {
  const kit = new ContractKit({
    baseUrl: 'http://deployment.test/api/v1',
    apiKey: 'dqr_test',
    profile: 'full',
    fetch: unavailable,
    ...options,
  })
  return (await kit.run()).map((r) => ({ check: `${r.operationId}: ${r.name}`, skipped: r.skipped }))
}

// The full profile's checks, in run order. Users read these names in CI logs and JUnit reports:
// renaming or reordering one is a change to the kit's output, not a refactoring.
const FULL_PROFILE = [
  'createQrCode: creates a code with a generated id (201, views 0, updatedAt = createdAt)',
  'createQrCode: creates a code with a custom id and styling, defaults filled in',
  'createQrCode: refuses a taken custom id (409 CONFLICT)',
  'createQrCode: refuses a missing targetUrl with "targetUrl is required" (400)',
  'createQrCode: refuses an unknown field, naming it (400)',
  'createQrCode: refuses a javascript: target (400)',
  'createQrCode: refuses a missing key with 401 and WWW-Authenticate',
  'listQrCodes: refuses an unknown key (401)',
  'createQrCode: refuses a body that is not JSON (415)',
  'createQrCode: refuses malformed JSON (400)',
  'createQrCode: refuses a body over 16 KiB (413)',
  'getQrCode: gets the code as created (200)',
  'getQrCode: answers an unknown id with 404 "QR code not found"',
  'updateQrCode: changes only the target, keeping the styling (200)',
  'updateQrCode: refuses to set views (400)',
  'updateQrCode: honours If-Match: the current ETag updates, a stale one gets 412 and changes nothing',
  'updateQrCode: answers an unknown id with 404',
  'listQrCodes: pages through every code once, in a stable order',
  'getQrCodeImage: draws the code as SVG and PNG, with an ETag and 304 on If-None-Match',
  'createQrCode: refuses dots too close to the background (400)',
  'printCodes: prints the code on an Avery L7160 sheet as a PDF (200)',
  'printCodes: refuses a code too large for the labels (400) and a code not of the account (404)',
  'putBrand: sets the brand of the public pages, reads it back, and puts it back as it was',
  'listQrCodes: refuses limit=101, naming limit (400)',
  'followShortLink: redirects a scan with 302, no-store, and counts one view',
  'followShortLink: does not count a HEAD or a bot as a view',
  'followShortLink: answers an unknown short link with 404',
  'getEditPage: serves the edit page (200, HTML)',
  "getQrCode: answers another account's code exactly like a missing one (404), for every method",
  'createApiKey: creates a read-only key, shown once and listed without the secret (201)',
  'createQrCode: answers a read-only key 403 FORBIDDEN naming the scope on writes, 200 on reads',
  "revokeApiKey: answers another account's key id exactly like a missing one (404)",
  'revokeApiKey: revokes a key (204): 401 on its very next request, 404 on a second revoke',
  'bulkCreateQrCodes: creates each item on its own, one result per item in order (200)',
  "getQrCodeStats: sums a code's series to its views, every bucket present",
  'followShortLink: sends the scan after maxScans to fallbackUrl and counts it as a fallback hit',
  'followShortLink: answers an inactive code without fallbackUrl with 410',
  'listQrCodes: filters by q and by active',
  'updateQrCode: keeps a title, changes it, clears it with null, and finds the code by it',
  'getQrCodeStats: counts uniqueViews on totals and buckets: one visitor twice is one unique view, never more than views',
  'getQrCodeStats: groups views by country, device, os, browser, referrer and language: each breakdown adds up to totals.views',
  "getAccountStats: answers the account's views by day, and its codes with groupBy=shortId, most views first",
  "getAccountStats: never counts another account's codes, and answers another account's code's stats with 404",
  'getQrCodeStats: answers CSV for Accept: text/csv (RFC 4180, a header row): the series, else the breakdown, as in JSON',
  'getQrCodeStats: refuses an unknown groupBy with 400 INVALID_REQUEST naming groupBy, on both stats operations',
  'bulkUpdateQrCodes: changes each item on its own: 200 with the code, 404 for an unknown one',
  'exportQrCodes: streams the codes as NDJSON, and as CSV for Accept: text/csv',
  'bulkDeleteQrCodes: deletes each id on its own: 204, then 404 for the same id again',
  'createQrCode: keeps tags as first written and merges those that differ only in case',
  'listQrCodes: lists the codes that carry a tag, compared case-insensitively, any of several',
  'getAccountStats: answers groupBy=tag saying that rows may overlap',
  'deleteQrCode: deletes (204), then 404 on the API and 410 on the short link, id never reused',
  'uploadAsset: stores an SVG logo (201) with its size, serves it, lists it and deletes it (204)',
  'uploadAsset: refuses an SVG with a script (400) and another image type (415)',
  'createStyle: stores a template (201), and a code with its styleId follows its changes',
  'createQrCode: refuses styleId together with qrCodeOptions (400 naming styleId)',
  'createDomain: adds a hostname pending with its TXT record (201); verify answers 422 DOMAIN_NOT_VERIFIED while no record exists',
  'createDomain: refuses an IP address, localhost and the deployment’s own host (400)',
  'createDomain: keeps a hostname to one account: another account’s key gets 409 CONFLICT',
  'deleteDomain: deletes a domain no code uses (204), then answers 404',
  'getMe: answers who the key is (200): the key itself, its account and scopes',
  "listMembers: lists the account's members (200), each with a role",
  'createInvitation: invites (201) with a one-time link, lists it without the link, withdraws it (204), then 404',
  'acceptInvitation: answers a withdrawn link with 404 "This link is no longer valid"',
  "listAuditEvents: records a code's update with the key as its author and the old and new target, newest first",
  "streamEvents: streams the account's events: a code created while it is open arrives as qrcode.created, with its id",
  'getHealth: answers the liveness probe',
  'getReadiness: answers the readiness probe',
  'createQrCode: idempotency: a create sent again with its Idempotency-Key is replayed (same code, Idempotent-Replayed: true); the key with another body gets 422',
  'listQrCodes: rate limits: RateLimit and RateLimit-Policy, when sent, say what is left and when it resets',
  'createQrCode: keeps app-store rules as sent: rules, no variants, no password (201)',
  "followShortLink: sends an iPhone's scan to its OS rule's target and a computer's to the code's target (302)",
  'resolveQrCode: answers the route a scan would take and why, counting nothing (200)',
  'updateQrCode: refuses 21 rules (400 naming rules) and changes nothing',
  'updateQrCode: refuses variants whose weights do not add up to 100 (400 naming variants)',
  'createQrCode: carries the health of its destination with a valid status, and keeps onTargetFailing until null clears it',
]

// `--generated` appends the checks derived from openapi.yaml, in this order.
const GENERATED = [
  'createQrCode: generated: refuses every body its schema forbids, one broken rule at a time',
  'updateQrCode: generated: refuses every body its schema forbids, one broken rule at a time',
  'listQrCodes: generated: refuses every query its schema forbids, one broken rule at a time',
  'getQrCodeImage: generated: refuses every query its schema forbids, one broken rule at a time',
  'getQrCode: generated: answers a shortId its schema forbids with 400 or 404, for every method',
  'createQrCode: generated: any body its schema allows gets 201 or 400, and reads back as created (20 bodies)',
  'createQrCode: generated: follows the links of its 201 (getQrCode, updateQrCode, getQrCodeImage, followShortLink, deleteQrCode), then finds it gone',
]

const NEEDS_OTHER_KEY = 'needs --other-api-key (a key of a second account)'
const PRISM_ANSWERS_ITSELF = "Prism's proxy answers this request itself, before the deployment sees it"
const PRISM_FOLLOWS_REDIRECTS = "Prism's proxy follows the redirect instead of returning it"
const PRISM_DOES_NOT_STREAM = "Prism's proxy does not pass a text/event-stream through as it streams"
const EVENTS =
  "streamEvents: streams the account's events: a code created while it is open arrives as qrcode.created, with its id"

describe('the full profile', () => {
  it('runs the same checks, in the same order', async () => {
    const checks = await checksOf({ otherApiKey: 'dqr_other' })
    expect(checks.map((c) => c.check)).toEqual(FULL_PROFILE)
  })

  it('with --generated, runs the generated checks after them', async () => {
    const checks = await checksOf({ otherApiKey: 'dqr_other', generated: true })
    expect(checks.map((c) => c.check)).toEqual([...FULL_PROFILE, ...GENERATED])
  })

  it('with --only and --skip, runs the checks whose "operationId: name" contains the text, ignoring case', async () => {
    const checks = await checksOf({ otherApiKey: 'dqr_other', only: ['followShortLink', 'GETHEALTH'], skip: ['bot'] })
    expect(checks.filter((c) => !c.skipped).map((c) => c.check)).toEqual([
      'followShortLink: redirects a scan with 302, no-store, and counts one view',
      'followShortLink: answers an unknown short link with 404',
      'followShortLink: sends the scan after maxScans to fallbackUrl and counts it as a fallback hit',
      'followShortLink: answers an inactive code without fallbackUrl with 410',
      'getHealth: answers the liveness probe',
      "followShortLink: sends an iPhone's scan to its OS rule's target and a computer's to the code's target (302)",
    ])
    expect(new Set(checks.map((c) => c.skipped))).toEqual(
      new Set([undefined, 'not selected by --only', 'left out by --skip']),
    )
  })

  const cases: [string, { given: Partial<KitOptions>; want: Record<string, string> }][] = [
    ['with every option, nothing', { given: { otherApiKey: 'dqr_other' }, want: {} }],
    [
      'without --other-api-key, account isolation',
      {
        given: {},
        want: {
          "getQrCode: answers another account's code exactly like a missing one (404), for every method":
            NEEDS_OTHER_KEY,
          "revokeApiKey: answers another account's key id exactly like a missing one (404)": NEEDS_OTHER_KEY,
          "getAccountStats: never counts another account's codes, and answers another account's code's stats with 404":
            NEEDS_OTHER_KEY,
          'createDomain: keeps a hostname to one account: another account’s key gets 409 CONFLICT': NEEDS_OTHER_KEY,
        },
      },
    ],
    [
      'through Prism’s proxy, what Prism answers itself and the redirects it follows',
      {
        given: { otherApiKey: 'dqr_other', viaPrismProxy: true },
        want: {
          'createQrCode: refuses a missing key with 401 and WWW-Authenticate': PRISM_ANSWERS_ITSELF,
          'createQrCode: refuses malformed JSON (400)': PRISM_ANSWERS_ITSELF,
          'followShortLink: redirects a scan with 302, no-store, and counts one view': PRISM_FOLLOWS_REDIRECTS,
          'followShortLink: does not count a HEAD or a bot as a view': PRISM_FOLLOWS_REDIRECTS,
          'followShortLink: sends the scan after maxScans to fallbackUrl and counts it as a fallback hit':
            PRISM_FOLLOWS_REDIRECTS,
          'getQrCodeStats: counts uniqueViews on totals and buckets: one visitor twice is one unique view, never more than views':
            PRISM_FOLLOWS_REDIRECTS,
          'getQrCodeStats: groups views by country, device, os, browser, referrer and language: each breakdown adds up to totals.views':
            PRISM_FOLLOWS_REDIRECTS,
          "getAccountStats: answers the account's views by day, and its codes with groupBy=shortId, most views first":
            PRISM_FOLLOWS_REDIRECTS,
          "getAccountStats: never counts another account's codes, and answers another account's code's stats with 404":
            PRISM_FOLLOWS_REDIRECTS,
          "followShortLink: sends an iPhone's scan to its OS rule's target and a computer's to the code's target (302)":
            PRISM_FOLLOWS_REDIRECTS,
          [EVENTS]: PRISM_DOES_NOT_STREAM,
        },
      },
    ],
    [
      'through Prism’s proxy without --other-api-key, both, the missing key named',
      {
        given: { viaPrismProxy: true },
        want: {
          'createQrCode: refuses a missing key with 401 and WWW-Authenticate': PRISM_ANSWERS_ITSELF,
          'createQrCode: refuses malformed JSON (400)': PRISM_ANSWERS_ITSELF,
          'followShortLink: redirects a scan with 302, no-store, and counts one view': PRISM_FOLLOWS_REDIRECTS,
          'followShortLink: does not count a HEAD or a bot as a view': PRISM_FOLLOWS_REDIRECTS,
          'followShortLink: sends the scan after maxScans to fallbackUrl and counts it as a fallback hit':
            PRISM_FOLLOWS_REDIRECTS,
          'getQrCodeStats: counts uniqueViews on totals and buckets: one visitor twice is one unique view, never more than views':
            PRISM_FOLLOWS_REDIRECTS,
          'getQrCodeStats: groups views by country, device, os, browser, referrer and language: each breakdown adds up to totals.views':
            PRISM_FOLLOWS_REDIRECTS,
          "getAccountStats: answers the account's views by day, and its codes with groupBy=shortId, most views first":
            PRISM_FOLLOWS_REDIRECTS,
          "getQrCode: answers another account's code exactly like a missing one (404), for every method":
            NEEDS_OTHER_KEY,
          "revokeApiKey: answers another account's key id exactly like a missing one (404)": NEEDS_OTHER_KEY,
          "getAccountStats: never counts another account's codes, and answers another account's code's stats with 404":
            NEEDS_OTHER_KEY,
          'createDomain: keeps a hostname to one account: another account’s key gets 409 CONFLICT': NEEDS_OTHER_KEY,
          "followShortLink: sends an iPhone's scan to its OS rule's target and a computer's to the code's target (302)":
            PRISM_FOLLOWS_REDIRECTS,
          [EVENTS]: PRISM_DOES_NOT_STREAM,
        },
      },
    ],
  ]
  it.each(cases)('skips, %s', async (_name, { given, want }) => {
    const checks = await checksOf(given)
    const skipped = Object.fromEntries(checks.filter((c) => c.skipped).map((c) => [c.check, c.skipped]))
    expect(skipped).toEqual(want)
  })
})

describe('the mock profile', () => {
  it('asks every operation for each documented status, then without a key, then a create without targetUrl', async () => {
    const expected = OPERATIONS.flatMap((op) => [
      ...documentedStatuses(op.operationId).map(
        (status) => `${op.operationId}: ${op.method} ${op.path} answers its documented ${status}`,
      ),
      ...(op.authenticated ? [`${op.operationId}: ${op.method} ${op.path} refuses a request without a key (401)`] : []),
    ])
    expected.push('createQrCode: POST /qrcode refuses a body without targetUrl (400)')
    const checks = await checksOf({ profile: 'mock', viaPrismProxy: true })
    expect(checks).toEqual(expected.map((check) => ({ check, skipped: undefined })))
  })
})
