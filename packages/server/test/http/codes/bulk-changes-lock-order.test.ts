import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ENGINES } from '../../helpers/engines.js'
import { startTestApp, type TestApp } from '../../helpers/test-app.js'

const postgres = ENGINES.filter((engine) => engine.name === 'postgres')
const IDS = Array.from({ length: 30 }, (_, i) => `code-${String(i).padStart(2, '0')}`)

// Bulk update and delete are one transaction each (issue #38): two of them naming the same codes
// in other orders must wait for each other, not deadlock (40P01 would answer one of them 503).
describe.each(postgres)('concurrent bulk changes of the same codes on $name', (engine) => {
  let t: TestApp
  beforeEach(async () => {
    t = await startTestApp(engine)
    const items = IDS.map((id) => ({ targetUrl: `https://example.com/${id}`, customShortId: id }))
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/qrcode/bulk',
      headers: t.auth(t.alice),
      payload: { items },
    })
    expect(created.statusCode).toBe(200)
  })
  afterEach(async () => {
    await t.close()
  })

  it('applies both, whatever order each names the codes in', async () => {
    const patch = (ids: string[], title: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/v1/qrcode/bulk',
        headers: t.auth(t.alice),
        payload: { items: ids.map((shortId) => ({ shortId, title })) },
      })
    for (let round = 0; round < 5; round += 1) {
      const answers = await Promise.all([patch(IDS, `up ${round}`), patch([...IDS].reverse(), `down ${round}`)])
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200])
    }
    const removed = await Promise.all([
      t.app.inject({
        method: 'DELETE',
        url: `/api/v1/qrcode/bulk?shortIds=${IDS.join(',')}`,
        headers: t.auth(t.alice),
      }),
      t.app.inject({
        method: 'DELETE',
        url: `/api/v1/qrcode/bulk?shortIds=${[...IDS].reverse().join(',')}`,
        headers: t.auth(t.alice),
      }),
    ])
    expect(removed.map((answer) => answer.statusCode)).toEqual([200, 200])
  })
})
