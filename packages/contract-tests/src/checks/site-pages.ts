import { type Check, check, type FullRun, field, PRISM_FOLLOWS_REDIRECTS } from '../check.js'

/** {site_url}: the short link (302, views and bot hits, 404) and the edit page. */
export function sitePageChecks({ kit, needsCode, run }: FullRun): Check[] {
  return [
    check(
      'followShortLink',
      'redirects a scan with 302, no-store, and counts one view',
      async () => {
        const shortId = needsCode()
        const before = await kit.call('getQrCode', { params: { shortId } })
        const scan = await kit.call('followShortLink', { params: { shortId } })
        kit.require(scan, scan.status === 302, 'a scan must answer 302')
        kit.expect(
          scan,
          scan.headers.get('location') === 'https://example.com/updated',
          `Location must be the current target (https://example.com/updated), not ${scan.headers.get('location')}`,
        )
        kit.expect(scan, scan.headers.get('cache-control') === 'no-store', 'Cache-Control must be no-store')
        const after = await kit.call('getQrCode', { params: { shortId } })
        kit.expect(
          after,
          Number(field(after, 'views')) === Number(field(before, 'views')) + 1,
          'views must grow by exactly 1',
        )
      },
      undefined,
      PRISM_FOLLOWS_REDIRECTS,
    ),
    check(
      'followShortLink',
      'does not count a HEAD or a bot as a view',
      async () => {
        const shortId = needsCode()
        const before = await kit.call('getQrCode', { params: { shortId } })
        const bot = await kit.call('followShortLink', {
          params: { shortId },
          headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
        })
        kit.expect(bot, bot.status === 302, 'a bot is redirected too')
        const after = await kit.call('getQrCode', { params: { shortId } })
        kit.expect(after, field(after, 'views') === field(before, 'views'), 'a bot must not count as a view')
      },
      undefined,
      PRISM_FOLLOWS_REDIRECTS,
    ),
    check('followShortLink', 'answers an unknown short link with 404', async () => {
      const exchange = await kit.call('followShortLink', { params: { shortId: `nope-${run}` } })
      kit.expect(exchange, exchange.status === 404, 'must answer 404')
    }),
    check('getEditPage', 'serves the edit page (200, HTML)', async () => {
      const exchange = await kit.call('getEditPage', { params: { shortId: needsCode() } })
      kit.expect(exchange, exchange.status === 200, 'must answer 200')
    }),
  ]
}
