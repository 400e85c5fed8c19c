/**
 * Release hygiene (issue #40): the tarball of every package (contract, renderer, SDK, server, mock
 * and kit) names in `exports` only files it holds (the repository's `source` condition is
 * stripped at pack time and put back after), each ships a licence and a changelog, and every
 * package is in the one release group.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const run = promisify(execFile)
const root = join(import.meta.dirname, '../../..')

/** Every file an `exports` map points at, whatever the conditions. */
const targets = (node: unknown): string[] =>
  typeof node === 'string' ? [node] : node && typeof node === 'object' ? Object.values(node).flatMap(targets) : []
const conditions = (node: unknown): string[] =>
  node && typeof node === 'object' ? Object.entries(node).flatMap(([key, value]) => [key, ...conditions(value)]) : []

describe.each(['contract', 'render', 'sdk', 'server', 'mock', 'contract-tests'])('the packed @dynqr/%s', (name) => {
  it('names only files it holds in exports, and leaves the repository’s package.json as it was', async () => {
    const dir = join(root, 'packages', name)
    const before = await readFile(join(dir, 'package.json'), 'utf8')
    const destination = await mkdtemp(join(tmpdir(), `dynqr-release-${name}-`))
    const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', destination], { cwd: dir })
    const [packed] = JSON.parse(stdout) as { filename: string; files: { path: string }[] }[]
    const files = new Set(packed?.files.map((f) => f.path))
    const tarball = join(destination, packed?.filename ?? '')
    const manifest = JSON.parse((await run('tar', ['-xzOf', tarball, 'package/package.json'])).stdout)
    expect(conditions(manifest.exports)).not.toContain('source')
    for (const target of targets(manifest.exports)) expect(files, target).toContain(target.replace(/^\.\//, ''))
    for (const file of ['LICENSE', 'CHANGELOG.md', 'README.md']) expect(files, file).toContain(file)
    expect(await readFile(join(dir, 'package.json'), 'utf8')).toBe(before)
  }, 60_000)
})

describe('the release group', () => {
  it('releases every package together, the mock included', async () => {
    const config = JSON.parse(await readFile(join(root, '.changeset/config.json'), 'utf8'))
    const workspaces = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')).workspaces as string[]
    const names = await Promise.all(
      workspaces.map(async (w) => JSON.parse(await readFile(join(root, w, 'package.json'), 'utf8')).name as string),
    )
    expect([...config.fixed[0]].sort()).toEqual(names.sort())
  })
})
