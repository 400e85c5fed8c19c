import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..')
const MAX_LINES = 400
const SOURCE = /\.(ts|mts|cts|js|mjs|cjs|css|sh)$/

/** A file over this many lines is a list of things waiting to be split (CONTRIBUTING.md). */
describe('hand-written source files', () => {
  it(`have at most ${MAX_LINES} lines each`, () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => SOURCE.test(file) && !file.includes('/generated/'))
    expect(files.length).toBeGreaterThan(50)
    const tooLong = files
      .map((file) => ({ file, lines: readFileSync(join(root, file), 'utf8').split('\n').length }))
      .filter(({ lines }) => lines > MAX_LINES)
    expect(tooLong).toEqual([])
  })
})
