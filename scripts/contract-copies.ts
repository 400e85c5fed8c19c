/**
 * Finds values of the contract retyped by hand: two or more values of one enum of openapi.yaml
 * written as a set — the members of a union type, the elements of an array, the keys or the
 * values of an object, the `<option value>`s of an HTML string — where every member is a value of
 * that enum. Such a set is a copy that drifts when the contract changes; the generated constants
 * (`DOT_TYPES`, `ERROR_STATUS`, …) are what code should import instead.
 *
 * Single values (`new DomainError('NOT_FOUND', …)`, `case 'square':`) are uses, not copies. An
 * object that mixes other keys in (a record with a `views` field) is not a copy either.
 */
import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { parse } from 'yaml'

export interface ContractCopy {
  /** Path relative to the folder scanned. */
  file: string
  line: number
  /** The enum (schema name) whose values are copied. */
  enumName: string
  values: string[]
}

/** Every enum schema of an OpenAPI document, by name. */
export function contractEnums(yamlText: string): Map<string, ReadonlySet<string>> {
  const doc = parse(yamlText) as { components: { schemas: Record<string, { enum?: unknown[] }> } }
  const enums = new Map<string, ReadonlySet<string>>()
  for (const [name, schema] of Object.entries(doc.components.schemas)) {
    if (Array.isArray(schema.enum)) enums.set(name, new Set(schema.enum.map(String)))
  }
  return enums
}

const OPTION_VALUE = /<option\b[^>]*\bvalue="([^"]*)"/g

/** The sets of string values a node writes together, or none. */
function setsOf(node: ts.Node, source: ts.SourceFile): string[][] {
  const text = (n: ts.Node) => (ts.isStringLiteralLike(n) ? n.text : undefined)
  const name = (n: ts.PropertyName | undefined) =>
    n && (ts.isIdentifier(n) || ts.isStringLiteral(n) || ts.isNumericLiteral(n)) ? n.text : undefined
  if (ts.isUnionTypeNode(node)) {
    return [node.types.map((t) => (ts.isLiteralTypeNode(t) ? text(t.literal) : undefined)).filter(isString)]
  }
  if (ts.isArrayLiteralExpression(node)) return [node.elements.map(text).filter(isString)]
  if (ts.isObjectLiteralExpression(node)) {
    const keys = node.properties.map((p) => (ts.isShorthandPropertyAssignment(p) ? p.name.text : name(p.name)))
    const values = node.properties.map((p) => (ts.isPropertyAssignment(p) ? text(p.initializer) : undefined))
    // Keys count only when every key is a value of the enum; a record with other fields is no copy.
    return [keys.every(isString) ? keys : [], values.filter(isString)]
  }
  if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
    // One set per <select>: a page lists several enums one after the other.
    return node
      .getText(source)
      .split(/<select\b/)
      .map((select) => [...select.matchAll(OPTION_VALUE)].map((m) => m[1] ?? ''))
  }
  return []
}

const isString = (value: string | undefined): value is string => typeof value === 'string'

/** The copies of contract enums in one TypeScript source. */
export function findCopiesIn(
  file: string,
  sourceText: string,
  enums: Map<string, ReadonlySet<string>>,
): ContractCopy[] {
  const source = ts.createSourceFile(file, sourceText, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)
  const copies: ContractCopy[] = []
  const visit = (node: ts.Node) => {
    for (const set of setsOf(node, source)) {
      const distinct = [...new Set(set)]
      if (distinct.length < 2 || distinct.length !== set.length) continue
      // Named after the smallest enum holding every value: `square | extra-rounded` is CornerSquareType.
      const [enumName] = [...enums]
        .filter(([, values]) => distinct.every((v) => values.has(v)))
        .sort(([, a], [, b]) => a.size - b.size)
        .map(([name]) => name)
      if (!enumName) continue
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1
      copies.push({ file, line, enumName, values: distinct })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return copies
}

/** Hand-written TypeScript below `dir`: no generated code, no tests, no dependencies or builds. */
async function handWritten(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') && !e.name.endsWith('.d.ts'))
    .map((e) => join(e.parentPath, e.name))
    .filter((path) => !/[/\\](generated|node_modules|dist)[/\\]/.test(path))
}

/** Every copy of a contract enum in the hand-written sources of the repository at `root`. */
export async function findContractCopies(root: string): Promise<ContractCopy[]> {
  const enums = contractEnums(await readFile(join(root, 'openapi.yaml'), 'utf8'))
  const packages = await readdir(join(root, 'packages'))
  const files = [
    ...(await Promise.all(packages.map((name) => handWritten(join(root, 'packages', name, 'src'))))).flat(),
    ...(await handWritten(join(root, 'scripts'))),
  ].sort()
  const copies = await Promise.all(
    files.map(async (path) => findCopiesIn(relative(root, path), await readFile(path, 'utf8'), enums)),
  )
  return copies.flat()
}
