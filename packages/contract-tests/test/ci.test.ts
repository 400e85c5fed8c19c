/**
 * The kit as a CI job meets it (issue #40): one clear line and exit 2 when the base URL, the key
 * or the server is wrong; non-zero when nothing ran; paced by `RateLimit` so back-to-back runs
 * pass and leave nothing behind; failures with what came back and the `requestId`; the SDK's
 * promises (idempotency) checked on the wire; GitHub annotations and a step summary.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, readFile } from 'node:fs/promises'
import { createServer, type IncomingHttpHeaders, request as forward, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { DEMO_KEY, type RunningMock, startStatefulMock } from '@dynqr/mock'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ContractKit, summary } from '../src/index.js'

const run = promisify(execFile)
const root = join(import.meta.dirname, '../../..')
const cli = join(import.meta.dirname, '../src/cli.ts')
const kitCli = (args: string[], env: Record<string, string> = {}) =>
  run(process.execPath, ['--conditions=source', '--import', 'tsx', cli, ...args], {
    cwd: root,
    env: { ...process.env, GITHUB_ACTIONS: '', ...env },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  )

interface Proxy {
  url: string
  close: () => Promise<void>
}

/**
 * A proxy in front of a deployment that changes what passes: the request's headers (an ingress
 * that drops `Idempotency-Key`) or the answer's body (a deployment that breaks a message).
 */
async function proxy(
  target: string,
  change: { headers?: (h: IncomingHttpHeaders) => IncomingHttpHeaders; body?: (text: string) => string },
): Promise<Proxy> {
  const upstream = new URL(target)
  const server: Server = createServer((incoming, outgoing) => {
    const headers = change.headers ? change.headers({ ...incoming.headers }) : incoming.headers
    const request = forward(
      { host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers },
      (answer) => {
        const chunks: Buffer[] = []
        answer.on('data', (chunk: Buffer) => chunks.push(chunk))
        answer.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          const body = change.body && /json/.test(String(answer.headers['content-type'])) ? change.body(text) : text
          const { 'content-length': _, 'transfer-encoding': __, ...rest } = answer.headers
          outgoing.writeHead(answer.statusCode ?? 502, { ...rest, 'content-length': Buffer.byteLength(body) })
          outgoing.end(body)
        })
      },
    )
    incoming.pipe(request)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

let mock: RunningMock
const proxies: Proxy[] = []
beforeAll(async () => {
  // The reference server in memory, behind a rate limit far below a full run's requests.
  mock = await startStatefulMock({ port: 0, rateLimit: { quota: 60, windowSeconds: 2 } })
})
afterAll(async () => {
  await Promise.all(proxies.map((p) => p.close()))
  await mock?.close()
})

describe('fail fast, with one line', () => {
  it('exits 2 naming a refused key', async () => {
    const result = await kitCli(['--base-url', `${mock.url}/api/v1`, '--api-key', 'dqr_wrong'])
    expect(result.code).toBe(2)
    expect(result.stderr.trim().split('\n')).toHaveLength(1)
    expect(result.stderr).toMatch(/^dynqr-contract: the API key was refused: GET .* → 401 UNAUTHORIZED/)
    expect(result.stdout).toBe('')
  })

  it('exits 2 naming a base URL that is not the API', async () => {
    const result = await kitCli(['--base-url', mock.url, '--api-key', DEMO_KEY])
    expect(result.code).toBe(2)
    expect(result.stderr.trim().split('\n')).toHaveLength(1)
    expect(result.stderr).toContain('does not look like the dynqr API')
    expect(result.stderr).toContain('ending in /api/v1')
  })

  it('exits 2 naming a server that is down', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    const result = await kitCli(['--base-url', `http://127.0.0.1:${port}/api/v1`, '--api-key', DEMO_KEY])
    expect(result.code).toBe(2)
    expect(result.stderr.trim()).toMatch(/^dynqr-contract: cannot reach the API at .*ECONNREFUSED/)
  })
})

describe('nothing ran is not a pass', () => {
  it('exits 1 when --only matches no check', async () => {
    const result = await kitCli(['--base-url', `${mock.url}/api/v1`, '--api-key', DEMO_KEY, '--only', 'no-such-check'])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('no check ran')
  })

  it('refuses an empty --skip (an unset CI variable) with exit 2', async () => {
    const result = await kitCli(['--base-url', `${mock.url}/api/v1`, '--api-key', DEMO_KEY, '--skip', ''])
    expect(result.code).toBe(2)
    expect(result.stderr).toMatch(/--skip.*must not be empty/)
  })

  it('prints its version, and the kit’s and contract’s versions in the report', async () => {
    const version = await kitCli(['--version'])
    expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/)
    const result = await kitCli(['--base-url', `${mock.url}/api/v1`, '--api-key', DEMO_KEY, '--only', 'getHealth'])
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(/kit \d+\.\d+\.\d+, contract \d+\.\d+\.\d+/)
  })
})

// The kit's per-request timeout is raised to 30 s in these tests: a bounded wait for a loaded
// machine's first create (the default 10 s is what a deployment gets), not a speed test.
describe('the SDK’s promises', () => {
  it('fails naming idempotency behind a proxy that drops Idempotency-Key, and passes without it', async () => {
    const stripping = await proxy(mock.url, {
      headers: ({ 'idempotency-key': _, ...rest }) => rest,
    })
    proxies.push(stripping)
    const through = await new ContractKit({
      timeoutMs: 30_000,
      baseUrl: `${stripping.url}/api/v1`,
      apiKey: DEMO_KEY,
      profile: 'full',
      only: ['idempotency'],
    }).run()
    const ran = through.filter((r) => !r.skipped)
    expect(ran).toHaveLength(1)
    expect(ran[0]?.passed).toBe(false)
    expect(ran[0]?.failures.join('\n')).toMatch(
      /idempotency: the same create with the same Idempotency-Key must replay/,
    )
    const direct = await new ContractKit({
      timeoutMs: 30_000,
      baseUrl: `${mock.url}/api/v1`,
      apiKey: DEMO_KEY,
      profile: 'full',
      only: ['idempotency'],
    }).run()
    expect(direct.filter((r) => !r.passed)).toEqual([])
  }, 90_000)
})

describe('failures a CI log can act on', () => {
  it('prints what came back with the requestId, and writes GitHub annotations and a step summary', async () => {
    const breaking = await proxy(mock.url, { body: (text) => text.replace('QR code not found', 'Not found') })
    proxies.push(breaking)
    const stepSummary = join(await mkdtemp(join(tmpdir(), 'dynqr-gh-')), 'summary.md')
    const result = await kitCli(
      ['--base-url', `${breaking.url}/api/v1`, '--api-key', DEMO_KEY, '--only', 'getQrCode: answers an unknown id'],
      { GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: stepSummary },
    )
    expect(result.code).toBe(1)
    expect(result.stdout).toMatch(/→ 404 \(requestId [^)]+\): .*; got: \{"error":"NOT_FOUND","message":"Not found"/)
    expect(result.stdout).toMatch(/^::error title=dynqr contract%3A getQrCode%3A answers an unknown id.*::GET /m)
    const markdown = await readFile(stepSummary, 'utf8')
    expect(markdown).toContain('### dynqr contract checks ❌')
    expect(markdown).toContain('0 passed, 1 failed')
  })
})

describe('back-to-back runs under a rate limit', () => {
  it('pass three full runs in a row: no 429 counted, no code left behind', async () => {
    // A quota of its own, small enough that each run (≈ 50 requests) outruns it however slowly
    // the machine answers: the runs must pace themselves or wait 429s out.
    const limited = await startStatefulMock({ port: 0, rateLimit: { quota: 10, windowSeconds: 2 } })
    try {
      let waited = 0
      for (let i = 0; i < 3; i += 1) {
        const kit = new ContractKit({
          timeoutMs: 30_000,
          baseUrl: `${limited.url}/api/v1`,
          apiKey: DEMO_KEY,
          profile: 'full',
        })
        const results = await kit.run()
        expect(
          results.filter((r) => !r.passed),
          summary(results, limited.url),
        ).toEqual([])
        expect(results.filter((r) => !r.skipped).length).toBeGreaterThan(40)
        waited += kit.rateLimited + kit.paced
      }
      expect(waited).toBeGreaterThan(2)
      // The last run may have spent the window: this check waits a 429 out as the kit does.
      const left = (await (await fetchPastRateLimit(`${limited.url}/api/v1/qrcode?limit=100`)).json()) as {
        data: { shortId: string }[]
      }
      expect(left.data.map((code) => code.shortId).sort()).toEqual(['menu', 'spring-sale', 'wifi-guide'])
    } finally {
      await limited.close()
    }
  }, 300_000)
})

/** GETs `url` with the demo key, waiting out each 429 for the Retry-After it names. */
async function fetchPastRateLimit(url: string): Promise<Response> {
  for (;;) {
    const response = await fetch(url, { headers: { authorization: `Bearer ${DEMO_KEY}` } })
    if (response.status !== 429) return response
    const seconds = Number(response.headers.get('retry-after') ?? '1')
    await response.arrayBuffer()
    await new Promise((resolve) => setTimeout(resolve, Math.max(1, seconds) * 1000))
  }
}
