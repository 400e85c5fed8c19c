import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { beforeAll, describe, expect, it } from 'vitest'

const run = promisify(execFile)
const sdkDir = join(import.meta.dirname, '..')
const out = mkdtempSync(join(tmpdir(), 'dynqr-sdk-typedoc-'))
let stdout = ''

/** A page's visible text: tags, scripts and repeated blanks gone. */
function page(path: string): string {
  const html = readFileSync(join(out, path), 'utf8').replace(/<script[\s\S]*?<\/script>/g, '')
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
}

// The API reference (`npm run docs -w @dynqr/sdk`, into packages/sdk/api-docs/; published by
// .github/workflows/sdk-reference.yml) is built here on every test run; typedoc.json treats
// every warning (an undocumented export reference, an unknown tag, a broken link) as an error.
describe('the TypeDoc API reference', () => {
  beforeAll(async () => {
    const typedoc = join(sdkDir, '../../node_modules/.bin/typedoc')
    stdout = (await run(typedoc, ['--out', out], { cwd: sdkDir })).stdout
  }, 180_000)

  it('builds without a warning and documents the public surface only', () => {
    expect(stdout).not.toMatch(/warning|error/i)
    for (const path of [
      'classes/_dynqr_sdk.Dynqr.html',
      'classes/_dynqr_sdk.APIPromise.html',
      'classes/_dynqr_sdk.PreconditionFailedError.html',
      'functions/_dynqr_sdk_webhooks.verifyWebhook.html',
      'functions/_dynqr_sdk_webhooks.signWebhook.html',
    ])
      expect(existsSync(join(out, path)), path).toBe(true)
    const index = page('modules/_dynqr_sdk.html')
    expect(index).not.toContain('errorFromResponse')
    expect(index).not.toContain('realClock')
  })

  it('shows every field of a model on its page, with the contract’s descriptions', () => {
    const code = page('interfaces/_dynqr_sdk.QrCode.html')
    for (const field of ['shortId', 'targetUrl', 'qrCodeUrl', 'editUrl', 'views', 'expiresAt', 'maxScans', 'active'])
      expect(code).toContain(`${field} :`)
    expect(code).toContain('Where the short link redirects now')
    const create = page('interfaces/_dynqr_sdk.CreateQrCodeParams.html')
    for (const field of ['targetUrl', 'customShortId', 'title', 'qrCodeOptions', 'styleId'])
      expect(create).toContain(field)
    expect(page('interfaces/_dynqr_sdk.Style.html')).toContain('name :')
    expect(page('interfaces/_dynqr_sdk_webhooks.WebhookEvent.html')).toContain('type :')
  })

  it('names the models in method signatures instead of inlining their structure', () => {
    const methods = page('classes/_dynqr_sdk.QrCodes.html')
    expect(methods).toContain('create ( params : CreateQrCodeParams , options ?: CreateRequestOptions')
    expect(methods).toContain('list ( params ?: ListQrCodesParams')
    expect(methods).toContain('bulkCreate ( items : CreateQrCodeParams [] ')
  })

  it('lists the errors with their codes and statuses, and says instanceof works across copies', () => {
    const index = page('modules/_dynqr_sdk.html')
    for (const [code, status, name] of [
      ['INVALID_REQUEST', 400, 'InvalidRequestError'],
      ['NOT_FOUND', 404, 'NotFoundError'],
      ['LIMIT_REACHED', 409, 'LimitReachedError'],
      ['UNSCANNABLE', 422, 'UnscannableError'],
      ['SERVICE_UNAVAILABLE', 503, 'ServiceUnavailableError'],
    ] as const) {
      expect(index).toMatch(new RegExp(`${code} ${status} ${name}`))
      expect(page(`classes/_dynqr_sdk.${name}.html`)).toContain(`Code ${code} , HTTP ${status}.`)
    }
    expect(page('classes/_dynqr_sdk.DynqrError.html')).toContain('instanceof works across copies of the SDK')
  })

  it('keeps every page readable: no megabyte page of generated types', () => {
    const pages = readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'))
    const largest = Math.max(...pages.map((file) => statSync(join(out, file)).size))
    expect(largest).toBeLessThan(250_000)
  })

  it('is published by a workflow and linked from both READMEs', () => {
    const root = join(sdkDir, '../..')
    const workflow = readFileSync(join(root, '.github/workflows/sdk-reference.yml'), 'utf8')
    expect(workflow).toContain('npm run docs -w @dynqr/sdk')
    expect(workflow).toContain('actions/deploy-pages')
    const url = 'https://dynqr.github.io/dynqr/sdk/'
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toContain(url)
    expect(readFileSync(join(sdkDir, 'README.md'), 'utf8')).toContain(url)
  })
})
