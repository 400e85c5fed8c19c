import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const SRC = resolve(import.meta.dirname, '../src')

/** Every TypeScript file under a folder of src/, as a path relative to src/. */
function sourceFiles(folder: string): string[] {
  return readdirSync(join(SRC, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => join(folder, file))
}

/** The files of src/ that a source file imports (static, re-exported or dynamic), relative to src/. */
function localImports(file: string): string[] {
  const text = readFileSync(join(SRC, file), 'utf8')
  const specifiers = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g)].map((m) => m[1] ?? '')
  return specifiers
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => relative(SRC, resolve(SRC, dirname(file), specifier)))
}

/** The layers of the server and the folders each must never import from. */
const RULES: [layer: string, forbidden: string[]][] = [
  // The HTTP edge is given ready services (program.ts builds them): no engine, pool or dispatcher.
  ['http', ['store', 'images', 'webhooks', 'program.js']],
  ['domain', ['http', 'store', 'images', 'webhooks']],
  // Pages are markup: the HTTP edge serves them, never the other way round.
  ['web', ['http']],
]

describe('the server’s layers', () => {
  it.each(RULES)('%s/ imports nothing from %j', (layer, forbidden) => {
    const files = sourceFiles(layer)
    expect(files.length).toBeGreaterThan(0)
    const violations = files.flatMap((file) =>
      localImports(file)
        .filter((target) => forbidden.some((folder) => target === folder || target.startsWith(`${folder}/`)))
        .map((target) => `${file} imports ${target}`),
    )
    expect(violations).toEqual([])
  })
})
