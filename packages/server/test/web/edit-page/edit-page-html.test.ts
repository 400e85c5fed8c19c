import { execFile } from 'node:child_process'
import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import {
  CORNER_DOT_TYPES,
  CORNER_SQUARE_TYPES,
  DOT_TYPE_LABELS,
  DOT_TYPES,
  ERROR_CORRECTION_LEVEL_LABELS,
  ERROR_CORRECTION_LEVELS,
} from '@dynqr/contract'
import { describe, expect, it } from 'vitest'
import { type EditPageChoices, editPageHtml } from '../../../src/web/edit-page/edit-page-html.js'

const root = join(import.meta.dirname, '../../../../..')

/** The values and labels of the options of the `<select>` with this id. */
function optionsOf(html: string, selectId: string): [string, string][] {
  const select = html.match(new RegExp(`<select id="${selectId}"[^>]*>([\\s\\S]*?)</select>`))?.[1] ?? ''
  return [...select.matchAll(/<option value="([^"]*)">([^<]*)<\/option>/g)].map((m) => [m[1] ?? '', m[2] ?? ''])
}

describe('the edit page', () => {
  it.each([
    ['dot-type', DOT_TYPES],
    ['corner-type', CORNER_SQUARE_TYPES],
    ['corner-dot-type', CORNER_DOT_TYPES],
    ['error-correction', ERROR_CORRECTION_LEVELS],
  ])('offers every value of the contract in #%s, in its order', (selectId, values) => {
    expect(optionsOf(editPageHtml('menu', '/api/v1'), selectId).map(([value]) => value)).toEqual(values)
  })

  it('names the options as the contract labels them', () => {
    const html = editPageHtml('menu', '/api/v1')
    expect(optionsOf(html, 'dot-type')).toContainEqual(['extra-rounded', DOT_TYPE_LABELS['extra-rounded']])
    expect(optionsOf(html, 'error-correction')).toContainEqual(['Q', ERROR_CORRECTION_LEVEL_LABELS.Q])
    expect(ERROR_CORRECTION_LEVEL_LABELS.Q).toBe('Q (25 %)')
  })

  it('offers a dot type added to openapi.yaml, with no other edit', async () => {
    const yaml = await readFile(join(root, 'openapi.yaml'), 'utf8')
    const changed = yaml.replace('        - classy-rounded\n', '        - classy-rounded\n        - pixel-heart\n')
    expect(changed).not.toBe(yaml)
    const dir = await mkdtemp(join(tmpdir(), 'dynqr-enum-'))
    await writeFile(join(dir, 'openapi.yaml'), changed)
    await promisify(execFile)(
      'npx',
      ['tsx', 'scripts/generate.ts', '--spec', join(dir, 'openapi.yaml'), '--out', dir],
      {
        cwd: root,
      },
    )
    const generated = (await import(
      join(dir, 'packages/contract/src/generated/contract-constants.ts')
    )) as EditPageChoices
    const offered = optionsOf(editPageHtml('menu', '/api/v1', generated), 'dot-type')
    // No label for it in x-enum-labels: the page shows the value in words.
    expect(offered).toContainEqual(['pixel-heart', 'Pixel heart'])
    expect(offered.map(([value]) => value)).toEqual([...DOT_TYPES, 'pixel-heart'])
  }, 60_000)
})
