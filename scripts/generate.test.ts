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

/** openapi.yaml changed by `edit`, written to a temporary folder. */
async function changedSpec(edit: (yaml: string) => string): Promise<{ spec: string; dir: string }> {
  const yaml = await readFile(join(root, 'openapi.yaml'), 'utf8')
  const changed = edit(yaml)
  expect(changed).not.toBe(yaml)
  const dir = await mkdtemp(join(tmpdir(), 'dynqr-generate-'))
  const spec = join(dir, 'openapi.yaml')
  await writeFile(spec, changed)
  return { spec, dir }
}

const generateInto = (spec: string, out: string) =>
  run('npx', ['tsx', 'scripts/generate.ts', '--spec', spec, '--out', out], { cwd: root })

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

describe('the constants of the contract', () => {
  it('gets every new enum schema as a constant and a type, with no change to the generator', async () => {
    const { spec, dir } = await changedSpec((yaml) =>
      yaml.replace(
        '    ErrorCode:\n',
        '    ExportFormat:\n      type: string\n      description: A format of an export.\n      enum:\n        - csv\n        - ndjson\n    ErrorCode:\n',
      ),
    )
    await generateInto(spec, dir)
    const constants = await readFile(join(dir, 'packages/contract/src/generated/contract-constants.ts'), 'utf8')
    expect(constants).toContain('export const EXPORT_FORMATS = ["csv","ndjson"] as const')
    expect(constants).toContain('export type ExportFormat = (typeof EXPORT_FORMATS)[number]')
  })

  it('refuses an enum without a name of its own, saying where it is', async () => {
    const { spec, dir } = await changedSpec((yaml) =>
      yaml.replace(
        "          schema:\n            $ref: '#/components/schemas/ImageFormat'",
        '          schema:\n            type: string\n            enum:\n              - svg\n              - png',
      ),
    )
    const failure = await generateInto(spec, dir).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    )
    expect(failure?.code).toBe(1)
    expect(failure?.stderr).toContain(
      'the enum at #/paths/~1qrcode~1{shortId}~1image/get/parameters/0/schema has no name',
    )
  })
})
