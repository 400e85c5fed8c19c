import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const SRC = resolve(import.meta.dirname, '../src')

/**
 * The files of src/ each source file imports: static, type-only, re-exported and dynamic imports
 * alike (a circle of types is still a circle a reader has to walk), as paths relative to src/.
 */
function importGraph(): Map<string, string[]> {
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'))
  const graph = new Map<string, string[]>()
  for (const file of files) {
    const text = readFileSync(join(SRC, file), 'utf8')
    const specifiers = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g)].map((m) => m[1] ?? '')
    const targets = specifiers
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => relative(SRC, resolve(SRC, dirname(file), specifier)).replace(/\.js$/, '.ts'))
    graph.set(file, [...new Set(targets)])
  }
  return graph
}

/** The circles of a graph: its strongly connected components of more than one file, or a file importing itself (Tarjan). */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (file: string) => {
    index.set(file, index.size)
    low.set(file, index.get(file) ?? 0)
    stack.push(file)
    onStack.add(file)
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue
      if (!index.has(target)) visit(target)
      if (onStack.has(target)) low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0))
    }
    if (low.get(file) !== index.get(file)) return
    const component: string[] = []
    let top: string | undefined
    do {
      top = stack.pop()
      if (top === undefined) break
      onStack.delete(top)
      component.push(top)
    } while (top !== file)
    if (component.length > 1 || graph.get(file)?.includes(file)) found.push(component.sort())
  }
  for (const file of graph.keys()) if (!index.has(file)) visit(file)
  return found
}

describe('imports among the server’s files', () => {
  it('finds a circle, and none where there is none', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts', 'd.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', []],
      ['e.ts', ['e.ts']],
    ])
    expect(circles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['e.ts']])
    expect(
      circles(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', []],
        ]),
      ),
    ).toEqual([])
  })

  it('go one way: no file of src/ reaches itself through its imports', () => {
    const graph = importGraph()
    expect(graph.size).toBeGreaterThan(100)
    expect(circles(graph)).toEqual([])
  })
})
