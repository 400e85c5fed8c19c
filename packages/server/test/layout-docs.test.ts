import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '..')
const SRC = join(ROOT, 'src')
const README = join(ROOT, 'README.md')

const folders = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

/** The READMEs that describe the server's code: the package's and those inside src/. */
const readmes = [
  README,
  ...readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('README.md'))
    .map((file) => join(SRC, file)),
]

describe('the server’s READMEs', () => {
  it('name every folder of src/ and of src/web/ in the layout table, and no folder that is gone', () => {
    const text = readFileSync(README, 'utf8')
    const layout = text.slice(text.indexOf('| Folder |'))
    const named = new Set([...layout.matchAll(/`([\w-]+)\/`/g)].map((m) => m[1]))
    const missing = [...folders(SRC), ...folders(join(SRC, 'web'))].filter((folder) => !named.has(folder))
    expect(missing).toEqual([])
    const everyFolder = new Set(
      readdirSync(SRC, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name),
    )
    expect([...named].filter((folder) => folder !== undefined && !everyFolder.has(folder))).toEqual([])
  })

  it.each(
    readmes.map((file) => [file.slice(ROOT.length + 1), file]),
  )('%s links only to files that exist', (_, file) => {
    const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '')
    const broken = [...text.matchAll(/\]\(([^)\s]+)\)/g)]
      .map((m) => m[1] ?? '')
      .filter((target) => !/^[a-z]+:/i.test(target) && !target.startsWith('#'))
      .filter((target) => !existsSync(resolve(dirname(file), target.split('#')[0] ?? '')))
    expect(broken).toEqual([])
  })
})
