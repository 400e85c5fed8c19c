/**
 * The pages are parts (docs/decisions/0031): a part looks up only its own elements, inside its own
 * root, and reaches another part through that part's API, never through its markup. Checked on
 * the sources, statically:
 *
 * - every id a browser script queries (a `'#id'` selector, `byId(root, 'id')`) is defined in its
 *   own markup: the script itself (`el(…, { id })`), the markup modules it imports
 *   (`*-markup.ts`, `*-html.ts`) or the server-rendered one it names in an `@markup` line;
 * - a markup module that defines ids belongs to one script only;
 * - ids are looked up by name, so that the above can be checked: `byId` with a literal id, no
 *   selector built from `#${…}` (but in shared/dom.browser.ts, where `byId` is);
 * - nothing looks ids up page-wide (`getElementById`, `document.querySelector('#…')`).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const WEB = resolve(import.meta.dirname, '../../src/web')
/** Not a page part: the API reference page is its own generated bundle. */
const SKIP = new Set(['api-reference'])

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return []
    const path = join(dir, entry.name)
    return entry.isDirectory() ? files(path) : entry.name.endsWith('.ts') ? [path] : []
  })
}

/** Code without its comments (which name ids in prose). */
const code = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1')

/** Markup helpers that take an element's id first (`function select(id: string, …)`), in all of web/. */
const ID_HELPERS = /function (\w+)\(\s*id: string/g

/**
 * Ids an element of this source gets: markup (`id="…"`), `el()` attributes (`id: '…'`), `x.id = '…'`,
 * and the first argument of a markup helper of `helpers` (`periodSelect('stats-period')`).
 */
export function definedIds(source: string, helpers: Set<string> = new Set()): Set<string> {
  const ids = new Set<string>()
  const patterns = [/\bid="([A-Za-z][\w-]*)"/g, /\bid: '([A-Za-z][\w-]*)'/g, /\.id = '([A-Za-z][\w-]*)'/g]
  for (const pattern of patterns) {
    for (const match of source.matchAll(pattern)) ids.add(match[1] as string)
  }
  for (const match of source.matchAll(/\b(\w+)\(\s*'([A-Za-z][\w-]*)'/g)) {
    if (helpers.has(match[1] as string)) ids.add(match[2] as string)
  }
  return ids
}

const HEX_COLOUR = /^[0-9a-f]{3,8}$/i

/** Ids this source queries: `'#id'` selectors (not colours) and `byId(root, 'id')`. */
export function queriedIds(source: string): string[] {
  const selectors = [...code(source).matchAll(/['"`]#([A-Za-z][\w-]*)(?=[\s'"`\]:.[>~+,])/g)]
    .map((m) => m[1] as string)
    .filter((id) => !HEX_COLOUR.test(id))
  const byId = [...code(source).matchAll(/\bbyId(?:<[^>]*>)?\([^,()]+,\s*'([^']+)'\)/g)].map((m) => m[1] as string)
  return [...selectors, ...byId]
}

/** The markup modules a browser script owns: those it imports, and those it names in `@markup`. */
export function ownMarkup(file: string, source: string): string[] {
  const imported = [...code(source).matchAll(/from '(\.{1,2}\/[^']*-(?:markup|html))\.js'/g)].map((m) => `${m[1]}.ts`)
  const named = [...source.matchAll(/@markup (\S+\.ts)/g)].map((m) => m[1] as string)
  return [...new Set([...imported, ...named].map((path) => resolve(dirname(file), path)))]
}

/** What breaks the rules in the web folder `web`, one sentence a problem. */
export function partProblems(web: string): string[] {
  const all = files(web)
  const scripts = all.filter((file) => file.endsWith('.browser.ts'))
  const name = (file: string) => relative(web, file)
  const problems: string[] = []
  const owners = new Map<string, string[]>()
  const helpers = new Set(
    all.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(ID_HELPERS)].map((m) => m[1] as string)),
  )
  for (const file of scripts) {
    const source = readFileSync(file, 'utf8')
    const markup = ownMarkup(file, source)
    const own = definedIds(source)
    for (const path of markup) {
      const defined = definedIds(readFileSync(path, 'utf8'), helpers)
      for (const id of defined) own.add(id)
      if (defined.size > 0) owners.set(path, [...(owners.get(path) ?? []), name(file)])
    }
    for (const id of queriedIds(source)) {
      if (!own.has(id)) problems.push(`${name(file)} looks up #${id}, which its own markup does not define`)
    }
    if (/getElementById|document\.querySelector(?:All)?\(\s*['"`]#/.test(code(source))) {
      problems.push(`${name(file)} looks an id up on the whole page`)
    }
    if (/\bbyId(?:<[^>]*>)?\([^,()]+,\s*[^'\s]/.test(code(source)))
      problems.push(`${name(file)} calls byId with an id that is not written out`)
    if (!file.endsWith('shared/dom.browser.ts') && /#\$\{/.test(code(source))) {
      problems.push(`${name(file)} builds an id selector (#\${…})`)
    }
  }
  for (const [path, claimed] of owners) {
    if (claimed.length > 1) problems.push(`${name(path)} is the markup of several parts: ${claimed.join(', ')}`)
  }
  return problems
}

describe('web page parts', () => {
  it('look up only ids of their own markup, inside their own root', () => {
    expect(partProblems(WEB)).toEqual([])
  })

  it('are checked: a part reaching into another part’s markup is found', () => {
    const source = "import { byId } from '../shared/dom.browser.js'\nbyId(root, 'codes-table')\n$('#style-card', root)"
    expect(queriedIds(source)).toEqual(['style-card', 'codes-table'])
    expect(queriedIds("const c = '#1c3f94'; say(m, 'info', '#save-status')")).toEqual(['save-status'])
    expect(definedIds("<p id=\"status\"></p> el('input', { id: 'rename-input' })")).toEqual(
      new Set(['status', 'rename-input']),
    )
  })
})
