import { globSync } from 'node:fs'
import { matchesGlob, resolve } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { ALL_TESTS, TEST_PROJECTS } from '../vitest.config.js'

const root = resolve(import.meta.dirname, '..')

/** The projects (vitest.config.ts) whose include and exclude take in a test file. */
function projectsOf(file: string): string[] {
  return Object.entries(TEST_PROJECTS)
    .filter(([, { include }]) => include.some((glob) => matchesGlob(file, glob)))
    .filter(([, { exclude }]) => !exclude.some((glob) => matchesGlob(file, glob)))
    .map(([name]) => name)
}

describe('the test projects', () => {
  const files = ALL_TESTS.flatMap((glob) => globSync(glob, { cwd: root, exclude: (f) => f.includes('node_modules') }))

  it('find the test files', () => {
    expect(files.length).toBeGreaterThan(80)
  })

  it('take in every test file exactly once, so `vitest run` runs each once and none is lost', () => {
    const misplaced = files
      .map((file) => ({ file, projects: projectsOf(file) }))
      .filter(({ projects }) => projects.length !== 1)
      .map(({ file, projects }) => `${file}: ${projects.length === 0 ? 'in no project' : projects.join(', ')}`)
    expect(misplaced).toEqual([])
  })

  it('leave every glob matching at least one file (a renamed test is not silently dropped)', () => {
    const unused = Object.values(TEST_PROJECTS)
      .flatMap(({ include, exclude }) => [...include, ...exclude])
      .filter((glob) => !files.some((file) => matchesGlob(file, glob)))
    expect(unused).toEqual([])
  })

  it('give the unit project, where this file runs, no PostgreSQL', () => {
    expect(projectsOf('scripts/test-projects.test.ts')).toEqual(['unit'])
    expect(inject('postgresUrl')).toBeUndefined()
  })
})
