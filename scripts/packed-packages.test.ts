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
const WORKSPACES = ['@dynqr/contract', '@dynqr/render', '@dynqr/sdk', '@dynqr/contract-tests', '@dynqr/server']
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const version = (await import('../packages/server/package.json', { with: { type: 'json' } })).default.version

describe('the packed packages, installed outside the repository', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dynqr-packed-'))
  const app = join(dir, 'app')
  const dynqr = join(app, 'node_modules/.bin/dynqr')
  let server: ChildProcess | undefined

  beforeAll(() => {
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
  }, 180_000)

  afterAll(() => {
    if (server?.exitCode === null) server.kill('SIGKILL')
    rmSync(dir, { recursive: true, force: true })
  })

  it('ships a licence, a changelog and the metadata npm shows in every package', () => {
    for (const name of WORKSPACES) {
      const folder = join(app, 'node_modules', name)
      expect(existsSync(join(folder, 'LICENSE')), `${name} LICENSE`).toBe(true)
      expect(existsSync(join(folder, 'CHANGELOG.md')), `${name} CHANGELOG.md`).toBe(true)
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
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: port,
      NODE_ENV: 'development',
      DATABASE_URL: 'sqlite:./data/served.db',
    }
    delete env.PUBLIC_URL
    server = spawn(dynqr, [], { cwd: app, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    server.stdout?.on('data', (chunk) => {
      output += chunk
    })
    server.stderr?.on('data', (chunk) => {
      output += chunk
    })
    const exited = new Promise<number | null>((resolve) => server?.on('exit', (code) => resolve(code)))
    for (let i = 0; i < 300 && !/dynqr is serving/.test(output) && server.exitCode === null; i += 1) {
      await new Promise((r) => setTimeout(r, 50))
    }
    expect(output).toMatch(/dynqr is serving/)
    // The bin's shebang starts Node with the young generation capped (docs/performance.md, "Memory").
    expect(readFileSync(`/proc/${server.pid}/cmdline`, 'utf8').split('\0')).toContain('--max-semi-space-size=16')
    const key = /DYNQR_API_KEY=(dqr_[0-9A-Za-z]+)/.exec(output)?.[1]
    const site = `http://127.0.0.1:${port}`
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
    expect(existsSync(join(app, 'data/served.db'))).toBe(true)
    server.kill('SIGTERM')
    expect(await exited).toBe(0)
  }, 30_000)

  it('has a container smoke test that builds the image where docker is, and says loudly when it skips', () => {
    const run = spawnSync('bash', [join(root, 'scripts/container-smoke.sh')], { encoding: 'utf8' })
    expect(run.status, run.stderr).toBe(0)
    if (/SKIPPED/.test(run.stderr)) process.stderr.write(`\n${run.stderr}\n`)
    else expect(run.stdout).toMatch(/container-smoke: image .* ok/)
  }, 600_000)
})
