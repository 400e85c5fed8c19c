import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const run = promisify(execFile)
const sdkDir = join(import.meta.dirname, '..')

// The API reference (`npm run docs -w @dynqr/sdk`, into packages/sdk/api-docs/) is built here on
// every test run; typedoc.json treats every warning (an undocumented export reference, an
// unknown tag, a broken link) as an error, so this fails on any.
describe('the TypeDoc API reference', () => {
  it('builds without a warning and documents the public surface only', async () => {
    const out = mkdtempSync(join(tmpdir(), 'dynqr-sdk-typedoc-'))
    const typedoc = join(sdkDir, '../../node_modules/.bin/typedoc')
    const { stdout } = await run(typedoc, ['--out', out], { cwd: sdkDir })
    expect(stdout).not.toMatch(/warning|error/i)
    expect(existsSync(join(out, 'classes/index.Dynqr.html'))).toBe(true)
    expect(existsSync(join(out, 'classes/index.APIPromise.html'))).toBe(true)
    expect(existsSync(join(out, 'classes/index.PreconditionFailedError.html'))).toBe(true)
    expect(existsSync(join(out, 'functions/verify-webhook.verifyWebhook.html'))).toBe(true)
    const index = readFileSync(join(out, 'modules/index.html'), 'utf8')
    expect(index).not.toContain('errorFromResponse')
    expect(index).not.toContain('realClock')
  }, 120_000)
})
