/**
 * The runtime matrix: the same smoke suite (runtimes/smoke-suite.mjs) against a real server on
 * Node 24 and Node 22 (ESM and CommonJS, the built package), Chromium (Debian's, through
 * playwright-core) and edge-runtime (Vercel's). The SDK README's "Where it runs" table states this.
 */
import { execFile } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { ApiKeyService, composeApp, createMemoryStore } from '@dynqr/server'
import { build } from 'esbuild'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const run = promisify(execFile)
const here = join(import.meta.dirname, 'runtimes')
const root = join(import.meta.dirname, '../../..')
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const STEPS = [
  'create, withResponse, requestId',
  'get',
  'update',
  'for await over list(), across pages',
  'page objects',
  'image',
  'delete, NotFoundError',
]

/** Node 22 from .runtime/, installed once by scripts/node-runtime.sh as CI does. */
async function node22(): Promise<string> {
  const runtime = join(root, '.runtime')
  const find = () => (existsSync(runtime) ? readdirSync(runtime).find((dir) => dir.startsWith('node-22.')) : undefined)
  if (!find()) await run('bash', ['-c', '. scripts/node-runtime.sh 22 >/dev/null'], { cwd: root })
  const dir = find()
  if (!dir) throw new Error('scripts/node-runtime.sh 22 did not install Node 22')
  return join(runtime, dir, 'bin/node')
}

describe('the SDK on every runtime it supports, against the reference server', () => {
  let app: FastifyInstance
  let site: Server
  let siteUrl = ''
  let env: NodeJS.ProcessEnv
  let bundle = ''
  const options = () => ({ apiKey: env.DYNQR_API_KEY, baseUrl: env.DYNQR_BASE_URL })

  beforeAll(async () => {
    const out = await build({
      entryPoints: [join(here, 'bundle-entry.mjs')],
      bundle: true,
      format: 'iife',
      target: 'es2022',
      write: false,
      logLevel: 'warning',
    })
    bundle = out.outputFiles[0]?.text ?? ''
    site = createServer((req, res) => {
      const script = req.url === '/smoke.js'
      res.writeHead(200, { 'content-type': script ? 'text/javascript' : 'text/html; charset=utf-8' })
      res.end(script ? bundle : '<!doctype html><title>smoke</title><script src="/smoke.js"></script>')
    })
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
    const address = site.address()
    siteUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
    const store = createMemoryStore()
    const key = (await new ApiKeyService(store).issueKey('runtimes')).key
    app = await composeApp({ store, publicUrl: 'http://qr.example', corsOrigins: [siteUrl] })
    const api = await app.listen({ port: 0, host: '127.0.0.1' })
    env = { ...process.env, DYNQR_API_KEY: key, DYNQR_BASE_URL: `${api}/api/v1` }
  }, 60_000)

  afterAll(async () => {
    await app?.close()
    site?.close()
  })

  const onNode = async (binary: string, runner: string) =>
    JSON.parse((await run(binary, [join(here, runner)], { env, cwd: here })).stdout.trim())

  it.each([
    ['24', 'ESM', 'node-esm.mjs', 'index.js'],
    ['24', 'CommonJS', 'node-cjs.cjs', 'index.cjs'],
    ['22', 'ESM', 'node-esm.mjs', 'index.js'],
    ['22', 'CommonJS', 'node-cjs.cjs', 'index.cjs'],
  ])(
    'Node %s, %s',
    async (line, _kind, runner, entry) => {
      const binary = line === process.versions.node.split('.')[0] ? process.execPath : await node22()
      const result = await onNode(binary, runner)
      expect(result.steps).toEqual(STEPS)
      expect(result.entry).toBe(entry)
      expect(result.userAgent).toMatch(new RegExp(`^dynqr-sdk/\\d+\\.\\d+\\.\\d+ node/v${line}\\.`))
    },
    120_000,
  )

  it('edge-runtime (Vercel)', async () => {
    const { EdgeRuntime } = await import('edge-runtime')
    const runtime = new EdgeRuntime({ initialCode: bundle })
    const result = JSON.parse(await runtime.evaluate<Promise<string>>(`runSmoke(${JSON.stringify(options())})`))
    expect(result.steps).toEqual(STEPS)
    expect(result.userAgent).toMatch(/^dynqr-sdk\/\d+\.\d+\.\d+ edge-runtime$/)
  }, 60_000)

  it.runIf(existsSync(CHROMIUM) || process.env.CI)(
    'Chromium, across origins (CORS)',
    async () => {
      const { chromium } = await import('playwright-core')
      const browser = await chromium.launch({
        executablePath: CHROMIUM,
        args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
      })
      try {
        const page = await browser.newPage()
        await page.goto(siteUrl)
        const text = await page.evaluate(
          (o) => (globalThis as unknown as { runSmoke: (o: unknown) => Promise<string> }).runSmoke(o),
          options(),
        )
        const result = JSON.parse(text)
        expect(result.steps).toEqual(STEPS)
        expect(result.userAgent).toBeNull()
      } finally {
        await browser.close()
      }
    },
    60_000,
  )
})

it('the suite is the one the README table describes', () => {
  const readme = readFileSync(join(import.meta.dirname, '../README.md'), 'utf8')
  for (const runtime of ['Node 24 and Node 22', 'Chromium', 'edge-runtime']) expect(readme).toContain(runtime)
})
