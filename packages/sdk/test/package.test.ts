import { execFile } from 'node:child_process'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { beforeAll, describe, expect, it } from 'vitest'

const run = promisify(execFile)
const sdkDir = join(import.meta.dirname, '..')
const rootDir = join(sdkDir, '../..')
const tsc = join(rootDir, 'node_modules/.bin/tsc')
let tarball = ''

const CONSUMER = `import { Dynqr, NotFoundError, DynqrApiError, type QrCode } from '@dynqr/sdk'
const dynqr = new Dynqr({ apiKey: 'dqr_example', baseUrl: 'http://127.0.0.1:9/api/v1', maxRetries: 0 })
const code: Promise<QrCode> = dynqr.qrcodes.get('abc')
code.catch((error: unknown) => {
  const known = error instanceof DynqrApiError || error instanceof Error
  console.log(JSON.stringify({ ok: typeof Dynqr === 'function' && typeof NotFoundError === 'function', known }))
})
`

async function consumer(type: 'module' | 'commonjs') {
  const dir = await mkdtemp(join(tmpdir(), `dynqr-sdk-${type}-`))
  await writeFile(join(dir, 'package.json'), JSON.stringify({ name: `consumer-${type}`, private: true, type }))
  await writeFile(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        module: 'nodenext',
        moduleResolution: 'nodenext',
        target: 'es2022',
        strict: true,
        lib: ['es2023', 'dom'],
        types: [],
        skipLibCheck: false,
      },
      files: ['index.ts'],
    }),
  )
  await writeFile(join(dir, 'index.ts'), CONSUMER)
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball], { cwd: dir })
  await run(tsc, ['-p', '.'], { cwd: dir })
  const { stdout } = await run(process.execPath, ['index.js'], { cwd: dir })
  return JSON.parse(stdout.trim())
}

// One app, both builds: its own code imports the SDK (ESM) while a dependency requires it (CJS).
const DUAL = `import { createRequire } from 'node:module'
const require = createRequire(import.meta.url)
const esm = await import('@dynqr/sdk')
const esmHooks = await import('@dynqr/sdk/webhooks')
const cjs = require('@dynqr/sdk')
const cjsHooks = require('@dynqr/sdk/webhooks')
const answer = (status, error) => async () =>
  new Response(JSON.stringify({ success: false, error, message: error }), { status, headers: { 'content-type': 'application/json' } })
const failure = async (sdk, status, code) => {
  const dynqr = new sdk.Dynqr({ apiKey: 'dqr_x', baseUrl: 'http://127.0.0.1:9/api/v1', maxRetries: 0, fetch: answer(status, code) })
  return dynqr.qrcodes.get('menu').catch((error) => error)
}
const fromCjs = await failure(cjs, 404, 'NOT_FOUND')
const fromEsm = await failure(esm, 409, 'LIMIT_REACHED')
const badSignature = (verify) => verify('{}', { 'webhook-id': 'a', 'webhook-timestamp': '1', 'webhook-signature': 'v1,x' }, 'whsec_AAAA').catch((e) => e)
const hookCjs = await badSignature(cjsHooks.verifyWebhook)
console.log(JSON.stringify({
  twoCopies: esm.NotFoundError !== cjs.NotFoundError,
  cjsErrorIsEsmClass: fromCjs instanceof esm.NotFoundError && fromCjs instanceof esm.DynqrApiError && fromCjs instanceof esm.DynqrError,
  esmErrorIsCjsClass: fromEsm instanceof cjs.LimitReachedError && fromEsm instanceof cjs.ConflictError && fromEsm instanceof cjs.DynqrError,
  wrongClassIsNot: !(fromCjs instanceof esm.ConflictError) && !(fromEsm instanceof cjs.NotFoundError),
  webhookError: hookCjs instanceof esmHooks.WebhookVerificationError && hookCjs instanceof esm.WebhookVerificationError && hookCjs instanceof cjs.WebhookVerificationError,
}))
`

describe('the published package', () => {
  beforeAll(async () => {
    await run('npm', ['run', 'build'], { cwd: sdkDir })
    const packDir = await mkdtemp(join(tmpdir(), 'dynqr-sdk-pack-'))
    const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', packDir], { cwd: sdkDir })
    tarball = join(packDir, JSON.parse(stdout)[0].filename)
  }, 120_000)

  it('ships only dist, README, LICENSE, CHANGELOG and package.json (and the webhooks and events subpath stubs for node10)', async () => {
    const { stdout } = await run('tar', ['-tzf', tarball])
    const files = stdout.trim().split('\n')
    const shipped =
      /^package\/(dist\/|README\.md$|CHANGELOG\.md$|package\.json$|LICENSE|(webhooks|events)\/package\.json$)/
    expect(files.every((f) => shipped.test(f))).toBe(true)
    expect(files).toContain('package/dist/index.cjs')
  })

  it.each(['module', 'commonjs'] as const)('installs, type-checks and runs in a fresh %s project', async (type) => {
    expect(await consumer(type)).toEqual({ ok: true, known: true })
  }, 120_000)

  it('keeps one error class identity across require and import (instanceof across the CJS and ESM builds)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'dynqr-sdk-dual-'))
    await writeFile(join(dir, 'package.json'), JSON.stringify({ name: 'consumer-dual', private: true, type: 'module' }))
    await writeFile(join(dir, 'index.js'), DUAL)
    await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball], { cwd: dir })
    const { stdout } = await run(process.execPath, ['index.js'], { cwd: dir })
    expect(JSON.parse(stdout.trim())).toEqual({
      twoCopies: true,
      cjsErrorIsEsmClass: true,
      esmErrorIsCjsClass: true,
      wrongClassIsNot: true,
      webhookError: true,
    })
  }, 120_000)

  it('passes publint', async () => {
    const { stdout } = await run('npx', ['publint', '--strict'], { cwd: sdkDir })
    expect(stdout).toContain('All good')
  }, 60_000)

  it('passes @arethetypeswrong/cli', async () => {
    const { stdout } = await run('npx', ['attw', tarball, '--format', 'json'], { cwd: sdkDir })
    expect(JSON.parse(stdout).analysis.problems ?? []).toEqual([])
  }, 60_000)

  it('keeps the main entry within its 7.5 KB min+gzip budget (size-limit), and the READMEs say its size', async () => {
    const { stdout } = await run('npx', ['size-limit', '--json'], { cwd: sdkDir })
    const [result] = JSON.parse(stdout) as { passed: boolean; size: number }[]
    expect(result?.passed).toBe(true)
    const { readFile } = await import('node:fs/promises')
    const claim = `about ${Math.round((result?.size ?? 0) / 1000)} KB min+gzip`
    expect(await readFile(join(sdkDir, 'README.md'), 'utf8')).toContain(claim)
    expect(await readFile(join(rootDir, 'README.md'), 'utf8')).toContain(claim)
  }, 60_000)

  it('has no Node-only imports in the main entry', async () => {
    const { readFile } = await import('node:fs/promises')
    const code = await readFile(join(sdkDir, 'dist/index.js'), 'utf8')
    expect(code).not.toMatch(/from ['"](node:|fs|path|http|https|crypto|stream)['"]/)
  })
})
