/**
 * What an operator gets from npm: every publishable package packed (npm pack), the tarballs
 * installed into an empty folder outside the repository (`--prefer-offline`: the npm cache or
 * the registry supplies third-party dependencies), then `dynqr --version`, `dynqr migrate` and the
 * server itself run from there, on SQLite by default. Needs a built checkout (`npm ci` builds).
 * The container image runs this same entrypoint; scripts/container-smoke.sh tests it where docker is.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomPort } from './test-support/ports.js'

const root = join(import.meta.dirname, '..')
const WORKSPACES = [
  '@dynqr/contract',
  '@dynqr/render',
  '@dynqr/sdk',
  '@dynqr/contract-tests',
  '@dynqr/server',
  '@dynqr/mock',
]
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const version = (await import('../packages/server/package.json', { with: { type: 'json' } })).default.version

/** Packs every workspace into `<dir>/packs` and installs the tarballs into `app`, an operator's own folder. */
function packAndInstall(dir: string, app: string): void {
  const packs = join(dir, 'packs')
  mkdirSync(packs)
  mkdirSync(app)
  execFileSync(
    npm,
    ['pack', '--ignore-scripts', '--silent', '--pack-destination', packs, ...WORKSPACES.flatMap((w) => ['-w', w])],
    { cwd: root, stdio: 'pipe' },
  )
  // An operator's own folder: allowScripts lets better-sqlite3's install script run, as npm asks.
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({ name: 'my-dynqr', private: true, allowScripts: { 'better-sqlite3': true } }),
  )
  const tarballs = readdirSync(packs).map((file) => join(packs, file))
  expect(tarballs).toHaveLength(WORKSPACES.length)
  execFileSync(npm, ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', ...tarballs], {
    cwd: app,
    stdio: 'pipe',
  })
}

function expectLicenceAndChangelog(app: string, name: string): void {
  const folder = join(app, 'node_modules', name)
  expect(existsSync(join(folder, 'LICENSE')), `${name} LICENSE`).toBe(true)
  expect(existsSync(join(folder, 'CHANGELOG.md')), `${name} CHANGELOG.md`).toBe(true)
}

/** Every file an `exports` map names, with the condition naming it. */
const exportTargets = (node: unknown, condition = ''): [string, string][] =>
  typeof node === 'string'
    ? [[condition, node]]
    : node && typeof node === 'object'
      ? Object.entries(node).flatMap(([key, value]) => exportTargets(value, key))
      : []

/** Every export (but the repository's `source` condition) and every bin of one installed package is a file. */
function expectExportsShipped(app: string, name: string): void {
  const folder = join(app, 'node_modules', name)
  const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'))
  expect(manifest.scripts?.prepack, `${name} strips the source condition when packed`).toContain(
    'strip-source-condition.mjs',
  )
  for (const [condition, target] of exportTargets(manifest.exports))
    if (condition !== 'source') expect(existsSync(join(folder, target)), `${name} ${condition} ${target}`).toBe(true)
  for (const bin of Object.values<string>(manifest.bin ?? {})) expect(existsSync(join(folder, bin)), bin).toBe(true)
}

/** The installed bin serving on `port` from `app`, once it says so; its output so far and its exit. */
async function startServer(dynqr: string, app: string, port: string) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: port,
    NODE_ENV: 'development',
    DATABASE_URL: 'sqlite:./data/served.db',
  }
  delete env.PUBLIC_URL
  const server = spawn(dynqr, [], { cwd: app, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  server.stdout?.on('data', (chunk) => {
    output += chunk
  })
  server.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)))
  for (let i = 0; i < 300 && !/dynqr is serving/.test(output) && server.exitCode === null; i += 1) {
    await new Promise((r) => setTimeout(r, 50))
  }
  return { server, output: () => output, exited }
}

/** Creates a code with the printed key, scans it from a phone, and reads the metrics and the docs. */
async function expectServing(site: string, key: string | undefined): Promise<void> {
  const created = await fetch(`${site}/api/v1/qrcode`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ targetUrl: 'https://example.com/packed' }),
  })
  expect(created.status).toBe(201)
  const { shortId } = (await created.json()) as { shortId: string }
  const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'
  const scan = await fetch(`${site}/${shortId}`, { redirect: 'manual', headers: { 'user-agent': phone } })
  expect(scan.headers.get('location')).toBe('https://example.com/packed')
  const metrics = await (await fetch(`${site}/metrics`)).text()
  expect(metrics).toContain('dynqr_scans_total{kind="view"} 1')
  expect((await fetch(`${site}/docs`)).status).toBe(200)
}

describe('the packed packages, installed outside the repository', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dynqr-packed-'))
  const app = join(dir, 'app')
  const dynqr = join(app, 'node_modules/.bin/dynqr')
  let server: ChildProcess | undefined

  beforeAll(() => packAndInstall(dir, app), 180_000)

  afterAll(() => {
    if (server?.exitCode === null) server.kill('SIGKILL')
    rmSync(dir, { recursive: true, force: true })
  })

  it('ships a licence, a changelog and the metadata npm shows in every package', () => {
    for (const name of WORKSPACES) expectLicenceAndChangelog(app, name)
  })

  // Packed here with --ignore-scripts (several test files pack at once; the prepack that strips
  // the repository's `source` condition rewrites package.json in place, so it runs in one file
  // only: packages/mock/test/release.test.ts). Every other condition must name a shipped file.
  it('resolves every export of every package to a file inside its tarball', () => {
    for (const name of WORKSPACES) expectExportsShipped(app, name)
  })

  it('runs the mock and the contract-test kit from their installed bins', () => {
    for (const bin of ['dynqr-mock', 'dynqr-contract']) {
      const printed = execFileSync(join(app, 'node_modules/.bin', bin), ['--version'], { cwd: app, encoding: 'utf8' })
      expect(printed.trim(), bin).toContain(version)
    }
  })

  it('prints its version and migrates a database, from the installed bin', () => {
    expect(execFileSync(dynqr, ['--version'], { cwd: app, encoding: 'utf8' }).trim()).toBe(version)
    const migrated = spawnSync(dynqr, ['migrate', '--json'], { cwd: app, encoding: 'utf8', env: { ...process.env } })
    expect(migrated.status, migrated.stderr).toBe(0)
    expect(JSON.parse(migrated.stdout)).toEqual({ migrated: true, database: 'sqlite' })
    expect(existsSync(join(app, 'data/dynqr.db'))).toBe(true)
  })

  it('serves from the installed package (npx @dynqr/server runs the same bin), then stops on SIGTERM', async () => {
    const port = String(randomPort())
    const started = await startServer(dynqr, app, port)
    server = started.server
    expect(started.output()).toMatch(/dynqr is serving/)
    // The bin's shebang starts Node with the young generation capped and without allocation-site
    // pretenuring (docs/performance.md, "Memory" and "half of the program's starts were slow").
    const flags = readFileSync(`/proc/${server.pid}/cmdline`, 'utf8').split('\0')
    expect(flags).toContain('--max-semi-space-size=16')
    expect(flags).toContain('--no-allocation-site-pretenuring')
    const key = /DYNQR_API_KEY=(dqr_[0-9A-Za-z]+)/.exec(started.output())?.[1]
    await expectServing(`http://127.0.0.1:${port}`, key)
    expect(existsSync(join(app, 'data/served.db'))).toBe(true)
    server.kill('SIGTERM')
    expect(await started.exited).toBe(0)
  }, 30_000)

  it('has a container smoke test that builds the image where docker is, and says loudly when it skips', () => {
    const run = spawnSync('bash', [join(root, 'scripts/container-smoke.sh')], { encoding: 'utf8' })
    expect(run.status, run.stderr).toBe(0)
    if (/SKIPPED/.test(run.stderr)) process.stderr.write(`\n${run.stderr}\n`)
    else expect(run.stdout).toMatch(/container-smoke: image .* ok/)
  }, 600_000)
})
