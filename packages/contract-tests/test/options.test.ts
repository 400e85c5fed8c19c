import { execFile } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { createMemoryStore } from '@dynqr/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ContractKit } from '../src/index.js'
import { type RunningServer, startServer } from './helpers.js'

const run = promisify(execFile)
const cli = join(import.meta.dirname, '../src/cli.ts')
const root = join(import.meta.dirname, '../../..')
const kitCli = (args: string[]) =>
  run(process.execPath, ['--conditions=source', '--import', 'tsx', cli, ...args], { cwd: root }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code: number; stdout: string }) => error,
  )

describe('network trouble', () => {
  it('names the cause of a refused connection', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as { port: number }).port
    await new Promise((resolve) => closed.close(resolve))
    const [health] = await new ContractKit({
      baseUrl: `http://127.0.0.1:${port}/api/v1`,
      apiKey: 'dqr_test',
      profile: 'full',
      only: ['getHealth'],
    })
      .run()
      .then((results) => results.filter((r) => !r.skipped))
    expect(health?.failures).toEqual([
      `could not run: GET http://127.0.0.1:${port}/healthz: fetch failed: connect ECONNREFUSED 127.0.0.1:${port}`,
    ])
  })

  describe('a server that never answers', () => {
    let hung: Server
    let url: string
    beforeAll(async () => {
      hung = createServer(() => {})
      await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve))
      url = `http://127.0.0.1:${(hung.address() as { port: number }).port}`
    })
    afterAll(async () => {
      hung.closeAllConnections()
      await new Promise((resolve) => hung.close(resolve))
    })

    it('fails each request after the per-request timeout instead of hanging', async () => {
      const results = await new ContractKit({
        baseUrl: `${url}/api/v1`,
        apiKey: 'dqr_test',
        profile: 'full',
        timeoutMs: 200,
        only: ['getHealth', 'getReadiness'],
      }).run()
      expect(results.filter((r) => !r.skipped).map((r) => r.failures)).toEqual([
        [`could not run: GET ${url}/healthz: no answer within 200 ms (--timeout)`],
        [`could not run: GET ${url}/readyz: no answer within 200 ms (--timeout)`],
      ])
    })
  })
})

describe('the CLI options', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer(createMemoryStore())
  })
  afterAll(async () => {
    await server?.stop()
  })

  it('--json prints the report as JSON; --only narrows the run', async () => {
    const { code, stdout } = await kitCli([
      '--base-url',
      `${server.url}/api/v1`,
      '--api-key',
      server.apiKey,
      '--only',
      'createQrCode: creates',
      '--json',
    ])
    expect(code).toBe(0)
    const report = JSON.parse(stdout)
    expect(report).toMatchObject({ passed: 2, failed: 0 })
    expect(report.skipped).toBe(report.results.length - 2)
    expect(report.results[0]).toMatchObject({ operationId: 'createQrCode', passed: true, failures: [] })
  }, 60_000)

  it('exits 2 on a bad --timeout', async () => {
    const { code } = await kitCli(['--base-url', server.url, '--api-key', 'x', '--timeout', 'soon'])
    expect(code).toBe(2)
  }, 60_000)

  it('deletes every code it created, also when checks fail', async () => {
    const total = async () => {
      const list = await fetch(`${server.url}/api/v1/qrcode`, { headers: { authorization: `Bearer ${server.apiKey}` } })
      return ((await list.json()) as { pagination: { total: number } }).pagination.total
    }
    // A wrong --site-url fails the create checks after the codes were made; the whole profile
    // runs (and creates codes in several checks), and none may be left.
    const { code, stdout } = await kitCli([
      '--base-url',
      `${server.url}/api/v1`,
      '--api-key',
      server.apiKey,
      '--site-url',
      'http://elsewhere.test',
    ])
    expect(code).toBe(1)
    expect(stdout).toMatch(/✗ createQrCode: creates a code/)
    expect(await total()).toBe(0)
    // --only leaves out the delete check: the codes of the run still go.
    const results = await new ContractKit({
      baseUrl: `${server.url}/api/v1`,
      apiKey: server.apiKey,
      profile: 'full',
      generated: true,
      only: ['createQrCode: creates', 'pages through', 'generated: any body'],
    }).run()
    expect(results.filter((r) => !r.passed)).toEqual([])
    expect(await total()).toBe(0)
  }, 60_000)
})
