import { execFile } from 'node:child_process'
import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const run = promisify(execFile)
const root = join(import.meta.dirname, '..')

function check(spec?: string) {
  const args = ['tsx', 'scripts/generate.ts', '--check', ...(spec ? ['--spec', spec] : [])]
  return run('npx', args, { cwd: root })
}

describe('generate:check', () => {
  it('passes while the generated files match openapi.yaml', async () => {
    const { stdout } = await check()
    expect(stdout).toContain('match openapi.yaml')
  })

  it('fails, naming the stale files, when a schema changes without regenerating', async () => {
    const yaml = await readFile(join(root, 'openapi.yaml'), 'utf8')
    const changed = yaml.replace('minimum: 64\n      maximum: 4096', 'minimum: 32\n      maximum: 4096')
    expect(changed).not.toBe(yaml)
    const spec = join(await mkdtemp(join(tmpdir(), 'dynqr-drift-')), 'openapi.yaml')
    await writeFile(spec, changed)
    const failure = await check(spec).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    )
    expect(failure?.code).toBe(1)
    expect(failure?.stderr).toContain('packages/contract/src/generated/body-validators.js')
    expect(failure?.stderr).toContain('npm run generate')
  })
})
