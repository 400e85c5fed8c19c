/**
 * What a front-end team controls in the mocks (issue #40): the real port for `port: 0`, the
 * public URL phones open, `--version`, and one scenario control — reset, seed, named scenarios
 * and chaos (a 429 with `RateLimit`/`Retry-After` the SDK waits out).
 */
import { execFile, spawn } from 'node:child_process'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { Dynqr, InternalServerError, RateLimitedError, ServiceUnavailableError } from '@dynqr/sdk'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { DEMO_KEY, type RunningMock, type Seed, startPrismMock, startStatefulMock } from '../src/index.js'

const run = promisify(execFile)
const root = join(import.meta.dirname, '../../..')
const cli = join(import.meta.dirname, '../src/cli.ts')
const auth = { authorization: `Bearer ${DEMO_KEY}` }
const running: RunningMock[] = []
const start = async (mock: Promise<RunningMock>) => {
  const started = await mock
  running.push(started)
  return started
}
afterEach(async () => {
  await Promise.all(running.splice(0).map((mock) => mock.close()))
})

const shortIds = async (mock: RunningMock) => {
  const dynqr = new Dynqr({ apiKey: DEMO_KEY, baseUrl: `${mock.url}/api/v1`, maxRetries: 0 })
  const ids: string[] = []
  for await (const code of dynqr.qrcodes.list({ limit: 100 })) ids.push(code.shortId)
  return ids.sort()
}
const control = (mock: RunningMock, action: string, body?: unknown) =>
  fetch(`${mock.url}/__mock/${action}`, {
    method: 'POST',
    ...(body !== undefined && { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  })

describe('ports and addresses', () => {
  it('reports the real port when asked for port 0, on both mocks', async () => {
    for (const mock of [await start(startStatefulMock({ port: 0 })), await start(startPrismMock({ port: 0 }))]) {
      expect(mock.port).toBeGreaterThan(0)
      expect(mock.url).toBe(`http://127.0.0.1:${mock.port}`)
      expect((await fetch(`${mock.url}/api/v1/qrcode`, { headers: auth })).status).toBe(200)
    }
  }, 90_000)

  it('puts the public URL in the codes, and never 0.0.0.0', async () => {
    const phone = await start(startStatefulMock({ publicUrl: 'http://192.168.1.20:4020' }))
    const dynqr = new Dynqr({ apiKey: DEMO_KEY, baseUrl: `${phone.url}/api/v1` })
    expect((await dynqr.qrcodes.get('menu')).qrCodeUrl).toBe('http://192.168.1.20:4020/menu')
    const everywhere = await start(startStatefulMock({ host: '0.0.0.0' }))
    expect(everywhere.url).not.toContain('0.0.0.0')
    const code = await new Dynqr({ apiKey: DEMO_KEY, baseUrl: `${everywhere.url}/api/v1` }).qrcodes.get('menu')
    expect(code.qrCodeUrl).toBe(`${everywhere.url}/menu`)
    expect(code.qrCodeUrl).not.toContain('0.0.0.0')
  })
})

describe('--version', () => {
  it('prints the package version', async () => {
    const mock = await run(process.execPath, ['--conditions=source', '--import', 'tsx', cli, '--version'], {
      cwd: root,
    })
    expect(mock.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/)
  })

  it('starts with --public-url and --port 0 and prints where it listens', async () => {
    const child = spawn(
      process.execPath,
      [
        '--conditions=source',
        '--import',
        'tsx',
        cli,
        '--stateful',
        '--port',
        '0',
        '--public-url',
        'http://10.0.0.7:4020',
      ],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    try {
      const base = await new Promise<string>((resolve, reject) => {
        let log = ''
        child.stdout.on('data', (chunk: Buffer) => {
          log += chunk
          const found = /base URL: (\S+)/.exec(log)?.[1]
          if (found) resolve(found)
        })
        child.once('exit', (code) => reject(new Error(`exited with ${code}: ${log}`)))
      })
      expect(base).not.toMatch(/:0\//)
      const code = (await (await fetch(`${base}/qrcode/menu`, { headers: auth })).json()) as { qrCodeUrl: string }
      expect(code.qrCodeUrl).toBe('http://10.0.0.7:4020/menu')
    } finally {
      child.kill('SIGTERM')
    }
  })
})

describe('scenario control', () => {
  it('forgets what was made on POST /__mock/reset', async () => {
    const mock = await start(startStatefulMock())
    const dynqr = new Dynqr({ apiKey: DEMO_KEY, baseUrl: `${mock.url}/api/v1` })
    await dynqr.qrcodes.create({ targetUrl: 'https://example.com/new', customShortId: 'made-here' })
    await dynqr.qrcodes.delete('menu')
    expect(await shortIds(mock)).toEqual(['made-here', 'spring-sale', 'wifi-guide'])
    expect((await control(mock, 'reset')).status).toBe(204)
    expect(await shortIds(mock)).toEqual(['menu', 'spring-sale', 'wifi-guide'])
  }, 60_000)

  it('starts from a seed file, and returns to it on reset', async () => {
    const seed: Seed = {
      codes: [
        { shortId: 'poster', targetUrl: 'https://example.com/poster', title: 'Poster', views: 30, daysOld: 3 },
        { shortId: 'paused', targetUrl: 'https://example.com/paused', active: false },
      ],
    }
    const file = join(await mkdtemp(join(tmpdir(), 'dynqr-seed-')), 'seed.json')
    await writeFile(file, JSON.stringify(seed))
    const mock = await start(startStatefulMock({ seed }))
    expect(await shortIds(mock)).toEqual(['paused', 'poster'])
    const dynqr = new Dynqr({ apiKey: DEMO_KEY, baseUrl: `${mock.url}/api/v1` })
    expect(await dynqr.qrcodes.get('poster')).toMatchObject({ title: 'Poster', views: 30 })
    expect((await dynqr.qrcodes.stats('poster')).totals.views).toBe(30)
    expect(await dynqr.qrcodes.get('paused')).toMatchObject({ active: false })
    await dynqr.qrcodes.delete('poster')
    await control(mock, 'reset')
    expect(await shortIds(mock)).toEqual(['paused', 'poster'])
    // Loaded while running too; a bad one is refused with the server's message.
    expect((await control(mock, 'seed', { codes: [{ shortId: 'one', targetUrl: 'https://e.com/1' }] })).status).toBe(
      204,
    )
    expect(await shortIds(mock)).toEqual(['one'])
    const bad = await control(mock, 'seed', { codes: [{ shortId: 'x1', targetUrl: 'ftp://e.com' }] })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { message: string }).message).toBe(
      'seed: codes[0].targetUrl must be an absolute http: or https: URL',
    )
    // The CLI reads the same file, and names a broken one with exit 2.
    const broken = join(await mkdtemp(join(tmpdir(), 'dynqr-seed-')), 'broken.json')
    await writeFile(broken, '{"codes": [{"shortId": "a1"}]}')
    const refused = await run(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', cli, '--stateful', '--seed', broken],
      { cwd: root },
    ).catch((error: { code: number; stderr: string }) => error)
    expect(refused).toMatchObject({ code: 2, stderr: expect.stringContaining('seed: codes[0].targetUrl is required') })
  })

  it('loads each named scenario', async () => {
    const mock = await start(startStatefulMock({ scenario: 'empty' }))
    expect(await shortIds(mock)).toEqual([])
    expect((await control(mock, 'scenario/many-codes')).status).toBe(204)
    const dynqr = new Dynqr({ apiKey: DEMO_KEY, baseUrl: `${mock.url}/api/v1` })
    const page = await dynqr.qrcodes.list({ limit: 100 })
    expect(page.pagination).toMatchObject({ total: 250, hasMore: true })
    expect((await control(mock, 'scenario/expired-and-limited')).status).toBe(204)
    const expired = await fetch(`${mock.url}/expired`, { redirect: 'manual' })
    expect(expired.headers.get('location')).toBe('https://example.com/sale-over')
    expect(await dynqr.qrcodes.get('limit-reached')).toMatchObject({ maxScans: 25, views: 25 })
    expect(await dynqr.qrcodes.get('paused')).toMatchObject({ active: false })
    expect((await control(mock, 'scenario/analytics-rich')).status).toBe(204)
    const stats = await dynqr.qrcodes.stats('spring-sale', { groupBy: 'country' })
    expect(stats.totals.views).toBe(4800)
    expect(stats.breakdown?.length).toBeGreaterThan(3)
    const unknown = await control(mock, 'scenario/nope')
    expect(unknown.status).toBe(400)
    expect(((await unknown.json()) as { message: string }).message).toMatch(
      /^No scenario nope; the scenarios are demo, empty/,
    )
    expect(await (await fetch(`${mock.url}/__mock`)).json()).toMatchObject({
      mode: 'stateful',
      scenario: 'analytics-rich',
    })
  }, 60_000)

  it('answers 429 with RateLimit and Retry-After under --rate-limit, which the SDK waits out', async () => {
    // A minute's window: the third request is refused however slowly the machine runs.
    const mock = await start(startStatefulMock({ rateLimit: { quota: 2, windowSeconds: 60 } }))
    const first = await fetch(`${mock.url}/api/v1/qrcode`, { headers: auth })
    expect(first.headers.get('ratelimit-policy')).toBe('"default";q=2;w=60')
    await fetch(`${mock.url}/api/v1/qrcode`, { headers: auth })
    const refused = await fetch(`${mock.url}/api/v1/qrcode`, { headers: auth })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('ratelimit')).toMatch(/^"default";r=0;t=\d+$/)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect(await refused.json()).toMatchObject({ error: 'RATE_LIMITED' })
    const without = new Dynqr({ apiKey: DEMO_KEY, baseUrl: `${mock.url}/api/v1`, maxRetries: 0 })
    await expect(without.qrcodes.get('menu')).rejects.toBeInstanceOf(RateLimitedError)
    // The SDK reads Retry-After and tries again once the window is over: four calls at once
    // against one a second, so at least two share a window and one of them is refused.
    const short = await start(startStatefulMock({ rateLimit: { quota: 1, windowSeconds: 1 } }))
    const seen: number[] = []
    const dynqr = new Dynqr({
      apiKey: DEMO_KEY,
      baseUrl: `${short.url}/api/v1`,
      maxRetries: 8,
      onResponse: ({ response }) => {
        if (response) seen.push(response.status)
      },
    })
    const codes = await Promise.all([1, 2, 3, 4].map(() => dynqr.qrcodes.get('menu')))
    expect(codes.map((code) => code.shortId)).toEqual(['menu', 'menu', 'menu', 'menu'])
    expect(seen).toContain(429)
  }, 60_000)

  it('fails the share of requests --error-rate asks for, with the contract’s 500/503', async () => {
    const mock = await start(startStatefulMock({ errorRate: 1 }))
    const dynqr = new Dynqr({ apiKey: DEMO_KEY, baseUrl: `${mock.url}/api/v1`, maxRetries: 0 })
    const error = await dynqr.qrcodes.get('menu').catch((e: unknown) => e)
    expect(error instanceof ServiceUnavailableError || error instanceof InternalServerError).toBe(true)
    // The control itself is never failed.
    expect((await control(mock, 'reset')).status).toBe(204)
  })

  it('tells the Prism mock’s users that scenarios need state', async () => {
    const mock = await start(startPrismMock({}))
    expect((await control(mock, 'reset')).status).toBe(204)
    const scenario = await control(mock, 'scenario/empty')
    expect(scenario.status).toBe(400)
    expect(((await scenario.json()) as { message: string }).message).toMatch(/stateless.*--stateful/)
  }, 90_000)
})

afterAll(async () => {
  await Promise.all(running.map((mock) => mock.close()))
})
