import { type Check, check, created, type FullRun, field, type Node, PRISM_FOLLOWS_REDIRECTS } from '../check.js'

/**
 * Where a scan goes (#43; PRODUCT.md "Where a scan goes"): an OS rule sends an iPhone's scan to
 * the App Store and a computer's to the target; `resolve` answers the same route without counting;
 * the contract's limits on rules and variants are refused with details naming the field.
 */
const APP_STORE = 'https://apps.apple.com/app/id123456789'
const PLAY_STORE = 'https://play.google.com/store/apps/details?id=com.example.app'
const TARGET = 'https://example.com/app'
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'
const APP_STORE_RULES = [
  { if: { os: 'iOS' }, targetUrl: APP_STORE },
  { if: { os: 'Android' }, targetUrl: PLAY_STORE },
]

const namesField = (exchange: Parameters<typeof field>[0], name: string) =>
  ((field(exchange, 'details') ?? []) as Node[]).some((detail) => String(detail.field ?? '').startsWith(name))

export function routingChecks({ kit, run }: FullRun): Check[] {
  const shortId = `ct-route-${run}`
  const progress: { made?: boolean } = {}
  const made = () => {
    if (!progress.made) throw new Error('an earlier step failed to create the code with app-store rules')
    return shortId
  }
  const views = async () => {
    const code = await kit.call('getQrCode', { params: { shortId: made() } })
    kit.require(code, code.status === 200, 'get must answer 200')
    return Number(field(code, 'views'))
  }
  return [
    check('createQrCode', 'keeps app-store rules as sent: rules, no variants, no password (201)', async () => {
      const exchange = await kit.call('createQrCode', {
        body: { targetUrl: TARGET, customShortId: shortId, rules: APP_STORE_RULES },
      })
      kit.require(exchange, exchange.status === 201, 'create must answer 201')
      const code = created(exchange)
      kit.expect(exchange, JSON.stringify(code.rules) === JSON.stringify(APP_STORE_RULES), 'rules come back as sent')
      kit.expect(exchange, JSON.stringify(code.variants) === '[]', 'variants default to []')
      kit.expect(
        exchange,
        code.hasPassword === false && !('password' in code),
        'no password, and never a password field',
      )
      progress.made = true
    }),
    check(
      'followShortLink',
      "sends an iPhone's scan to its OS rule's target and a computer's to the code's target (302)",
      async () => {
        // The kit's own User-Agent is an iPhone's.
        const phone = await kit.call('followShortLink', { params: { shortId: made() } })
        kit.expect(phone, phone.status === 302, 'a scan must answer 302')
        kit.expect(phone, phone.headers.get('location') === APP_STORE, 'an iPhone goes to the App Store')
        const computer = await kit.call('followShortLink', {
          params: { shortId: made() },
          headers: { 'user-agent': DESKTOP },
        })
        kit.expect(computer, computer.headers.get('location') === TARGET, 'a Windows computer goes to targetUrl')
      },
      undefined,
      PRISM_FOLLOWS_REDIRECTS,
    ),
    check('resolveQrCode', 'answers the route a scan would take and why, counting nothing (200)', async () => {
      const before = await views()
      const ios = await kit.call('resolveQrCode', {
        params: { shortId: made() },
        body: { os: 'iOS', country: 'DE', at: new Date().toISOString() },
      })
      kit.require(ios, ios.status === 200, 'must answer 200')
      kit.expect(ios, field(ios, 'route') === 'rule:0', 'an iOS scan takes route rule:0')
      kit.expect(ios, field(ios, 'targetUrl') === APP_STORE, 'an iOS scan goes to the App Store')
      kit.expect(ios, String(field(ios, 'reason') ?? '').length > 0, 'the answer says why')
      const android = await kit.call('resolveQrCode', { params: { shortId: made() }, body: { os: 'Android' } })
      kit.expect(android, field(android, 'route') === 'rule:1', 'an Android scan takes route rule:1')
      const unknown = await kit.call('resolveQrCode', { params: { shortId: made() }, body: {} })
      kit.expect(unknown, field(unknown, 'route') === 'default', 'a scan of no known OS takes route default')
      kit.expect(unknown, field(unknown, 'targetUrl') === TARGET, 'and goes to targetUrl')
      kit.expect(unknown, (await views()) === before, 'resolve must count no view')
    }),
    check('updateQrCode', 'refuses 21 rules (400 naming rules) and changes nothing', async () => {
      const rules = Array.from({ length: 21 }, (_, i) => ({ if: { query: { n: String(i) } }, targetUrl: TARGET }))
      const exchange = await kit.call('updateQrCode', { params: { shortId: made() }, body: { rules } })
      kit.expect(exchange, exchange.status === 400, 'must answer 400')
      kit.expect(exchange, field(exchange, 'error') === 'INVALID_REQUEST', 'error must be INVALID_REQUEST')
      kit.expect(exchange, namesField(exchange, 'rules'), 'details must name rules')
      const code = await kit.call('getQrCode', { params: { shortId: made() } })
      kit.expect(code, (field(code, 'rules') as unknown[] | undefined)?.length === 2, 'the two rules stay')
    }),
    check('updateQrCode', 'refuses variants whose weights do not add up to 100 (400 naming variants)', async () => {
      const variants = [
        { targetUrl: 'https://example.com/a', weight: 50 },
        { targetUrl: 'https://example.com/b', weight: 40 },
      ]
      const exchange = await kit.call('updateQrCode', { params: { shortId: made() }, body: { variants } })
      kit.expect(exchange, exchange.status === 400, 'must answer 400')
      kit.expect(exchange, field(exchange, 'error') === 'INVALID_REQUEST', 'error must be INVALID_REQUEST')
      kit.expect(exchange, namesField(exchange, 'variants'), 'details must name variants')
    }),
  ]
}
