/**
 * Derives everything that can be derived from openapi.yaml:
 *   packages/contract/openapi.json                        the bundled document
 *   packages/contract/src/generated/openapi.ts            types (openapi-typescript)
 *   packages/contract/src/generated/document.ts           the document as a module
 *   packages/contract/src/generated/operations.ts         route table with dereferenced schemas
 *   packages/contract/src/generated/contract-constants.ts every enum, its labels, the error
 *                                                         statuses, and values read from x- extensions
 *   packages/contract/src/generated/{body,parameter}-validators.{js,d.ts}  standalone Ajv
 *   packages/sdk/src/generated/{openapi,error-codes}.ts   the SDK's own copy of the types and codes
 *
 * Every `enum` of the contract must be a named schema in components/schemas (parameters and
 * properties `$ref` it): each becomes a constant named after it (DotType → DOT_TYPES), so code
 * imports the values instead of retyping them. An enum anywhere else stops the generator.
 *
 * `--check` writes nothing and fails when a file on disk differs from what would be written;
 * `--spec FILE` reads another contract than openapi.yaml (the drift test uses it);
 * `--out DIR` writes (or checks) the files under DIR instead of the repository.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Ajv, type Options } from 'ajv'
import standalone from 'ajv/dist/standalone/index.js'
import openapiTS, { astToString } from 'openapi-typescript'
import { parse } from 'yaml'
import { collectEnums, contractConstants, errorCodesModule } from './generate/contract-constants.js'
import { isObject, type Json, type JsonObject } from './generate/json.js'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const CONTRACT_DIR = 'packages/contract'
const OUT_DIR = join(CONTRACT_DIR, 'src/generated')
const SDK_OUT_DIR = 'packages/sdk/src/generated'
const HEADER = '// File generated from openapi.yaml by `npm run generate`. Do not edit.\n'

type Part = 'body' | 'params' | 'querystring'

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const

function resolvePointer(doc: JsonObject, ref: string): Json {
  if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported, found ${ref}`)
  let node: Json = doc
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~')
    if (!isObject(node) || !(key in node)) throw new Error(`Unresolvable $ref ${ref}`)
    node = node[key] as Json
  }
  return node
}

/** Follows a top-level `$ref` of a parameter, response or request body. */
function deref(doc: JsonObject, node: Json): JsonObject {
  let current = node
  while (isObject(current) && typeof current.$ref === 'string') current = resolvePointer(doc, current.$ref)
  if (!isObject(current)) throw new Error('Expected an object')
  return current
}

/** Drops vendor extensions, which are not JSON Schema keywords. */
function withoutExtensions(node: Json): Json {
  if (Array.isArray(node)) return node.map(withoutExtensions)
  if (!isObject(node)) return node
  const out: JsonObject = {}
  for (const [key, value] of Object.entries(node)) if (!key.startsWith('x-')) out[key] = withoutExtensions(value)
  return out
}

/**
 * Inlines every schema `$ref` (the contract has no recursive schemas); keywords beside a `$ref`
 * (a parameter's `default`) win over the referenced schema's.
 */
function inlineSchema(doc: JsonObject, node: Json): Json {
  if (Array.isArray(node)) return node.map((item) => inlineSchema(doc, item))
  if (!isObject(node)) return node
  if (typeof node.$ref === 'string') {
    const { $ref, ...beside } = node
    const target = resolvePointer(doc, $ref)
    return inlineSchema(doc, isObject(target) ? { ...target, ...beside } : target)
  }
  const out: JsonObject = {}
  for (const [key, value] of Object.entries(node)) out[key] = inlineSchema(doc, value)
  return withoutExtensions(out)
}

/** Turns component refs into local definitions so a validator stands alone. */
function toDefinitionRefs(node: Json): Json {
  if (Array.isArray(node)) return node.map(toDefinitionRefs)
  if (!isObject(node)) return node
  const out: JsonObject = {}
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('x-')) continue
    out[key] =
      key === '$ref' && typeof value === 'string'
        ? value.replace('#/components/schemas/', '#/definitions/')
        : toDefinitionRefs(value)
  }
  return out
}

interface OperationInfo {
  operationId: string
  method: string
  /** Path in the contract, OpenAPI style (`/qrcode/{shortId}`). */
  path: string
  /** Path as served by the reference server, Fastify style (`/api/v1/qrcode/:shortId`). */
  url: string
  authenticated: boolean
  /** The scopes a key or session needs (the operation's security requirements); empty when public. */
  scopes: string[]
  request: Partial<Record<Part, JsonObject>>
  /** JSON response schemas by status, dereferenced. */
  responses: Record<string, Json>
}

function serverPath(doc: JsonObject, pathItem: JsonObject): string {
  const servers = (pathItem.servers ?? doc.servers) as JsonObject[]
  const url = String(servers[0]?.url ?? '')
  return url.replace(/^\{siteUrl\}/, '')
}

function collectOperations(doc: JsonObject): OperationInfo[] {
  const operations: OperationInfo[] = []
  const globalSecurity = (doc.security ?? []) as Json[]
  for (const [path, rawItem] of Object.entries(doc.paths as JsonObject)) {
    const pathItem = deref(doc, rawItem)
    const base = serverPath(doc, pathItem)
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method]
      if (!isObject(operation)) continue
      const parameters = [...((pathItem.parameters ?? []) as Json[]), ...((operation.parameters ?? []) as Json[])].map(
        (p) => deref(doc, p),
      )
      const request: OperationInfo['request'] = {}
      for (const [location, part] of [
        ['path', 'params'],
        ['query', 'querystring'],
      ] as const) {
        const own = parameters.filter((p) => p.in === location)
        // Later (operation-level) parameters override path-level ones of the same name.
        const byName = new Map(own.map((p) => [String(p.name), p]))
        if (byName.size === 0) continue
        const properties: JsonObject = {}
        const required: string[] = []
        for (const [name, p] of byName) {
          // Inlined, so a parameter's schema reads whole in the route table (enums are $refs).
          properties[name] = inlineSchema(doc, p.schema as Json)
          if (p.required === true) required.push(name)
        }
        request[part] = { type: 'object', additionalProperties: false, properties, required }
      }
      if (operation.requestBody) {
        const body = deref(doc, operation.requestBody)
        const media = (body.content as JsonObject)['application/json']
        // Raw bodies (an uploaded image) are read and checked by their handler, not by a validator.
        if (isObject(media)) request.body = media.schema as JsonObject
      }
      const responses: Record<string, Json> = {}
      for (const [status, rawResponse] of Object.entries(operation.responses as JsonObject)) {
        const response = deref(doc, rawResponse)
        const json = isObject(response.content) ? response.content['application/json'] : undefined
        if (isObject(json)) responses[status] = inlineSchema(doc, json.schema as Json)
      }
      const security = (operation.security ?? globalSecurity) as Json[]
      operations.push({
        operationId: String(operation.operationId),
        method: method.toUpperCase(),
        path,
        url: `${base}${path}`.replace(/\{([^}]+)\}/g, ':$1'),
        authenticated: security.length > 0,
        // Every alternative (bearerAuth or sessionCookie) lists the same scopes: each once.
        scopes: [
          ...new Set(
            security
              .flatMap((requirement) => (isObject(requirement) ? Object.values(requirement).flat() : []))
              .map(String),
          ),
        ],
        request,
        responses,
      })
    }
  }
  return operations
}

function validatorName(operationId: string, part: Part): string {
  const suffix = { body: 'Body', params: 'Params', querystring: 'Query' }[part]
  return `validate${operationId[0]?.toUpperCase()}${operationId.slice(1)}${suffix}`
}

function buildValidators(doc: JsonObject, operations: OperationInfo[], parts: Part[], options: Options) {
  const definitions = toDefinitionRefs((doc.components as JsonObject).schemas as Json)
  const ajv = new Ajv({
    ...options,
    code: { source: true, esm: true, lines: true },
    strict: true,
    allErrors: true,
    // URL and timestamp rules live in code (@dynqr/contract's target-url), not in Ajv formats;
    // int32/int64 only document the width (the schemas' minimum and maximum bound the values).
    formats: { uri: true, 'date-time': true, int32: true, int64: true },
  })
  const names: Record<string, string> = {}
  for (const operation of operations) {
    for (const part of parts) {
      const schema = operation.request[part]
      if (!schema) continue
      const name = validatorName(operation.operationId, part)
      ajv.addSchema({ ...(toDefinitionRefs(schema) as JsonObject), definitions }, name)
      names[name] = name
    }
  }
  const code = `${HEADER}// @ts-nocheck\n${esmRuntimeImports(standalone.default(ajv, names))}`
  const declarations = `${HEADER}import type { ValidateFunction } from '../validate-function.js'\n\n${Object.keys(names)
    .map((name) => `export declare const ${name}: ValidateFunction\n`)
    .join('')}`
  return { code, declarations }
}

/**
 * Ajv's standalone ESM output still `require`s its runtime helpers; turn those into imports
 * so the validators load in Node's ESM loader and in browsers alike.
 */
function esmRuntimeImports(code: string): string {
  const imports: string[] = []
  const body = code.replace(/const (\w+) = require\("([^"]+)"\)\.default;/g, (_match, name: string, from: string) => {
    imports.push(`import ${name}Module from "${from}.js";`)
    // Node hands over module.exports; bundlers that honour __esModule hand over exports.default.
    return `const ${name} = typeof ${name}Module === "function" ? ${name}Module : ${name}Module.default;`
  })
  if (/\brequire\(/.test(body)) throw new Error('Unexpected require() left in generated validators')
  return `${imports.join('\n')}\n${body.replace(/^"use strict";\n?/, '')}`
}

/** Every generated file, by its path relative to the repository. */
async function render(specFile: string): Promise<Map<string, string>> {
  const yamlText = await readFile(specFile, 'utf8')
  const doc = parse(yamlText) as JsonObject
  const operations = collectOperations(doc)
  const enums = collectEnums(doc)
  const json = `${JSON.stringify(doc, null, 2)}\n`
  const files = new Map<string, string>()
  files.set(join(CONTRACT_DIR, 'openapi.json'), json)
  files.set(
    join(OUT_DIR, 'document.ts'),
    `${HEADER}/** The contract, openapi.yaml, as data. */\nexport const openapiDocument: Readonly<Record<string, unknown>> = ${json}`,
  )
  const ast = await openapiTS(doc as never, { silent: true, alphabetize: false })
  const types = `${HEADER}${astToString(ast)}`
  files.set(join(OUT_DIR, 'openapi.ts'), types)
  // The SDK carries its own copy of the types and codes, so it depends on nothing at runtime
  // but openapi-fetch, and its published .d.ts files stand alone.
  files.set(join(SDK_OUT_DIR, 'openapi.ts'), types)
  files.set(join(SDK_OUT_DIR, 'error-codes.ts'), `${HEADER}\n${errorCodesModule(doc, enums)}`)
  files.set(
    join(OUT_DIR, 'operations.ts'),
    `${HEADER}import type { OperationSpec } from '../operation-spec.js'\n\n/** Every operation of the contract, with dereferenced request and JSON response schemas. */\nexport const OPERATIONS: readonly OperationSpec[] = ${JSON.stringify(operations, null, 2)}\n`,
  )
  files.set(join(OUT_DIR, 'contract-constants.ts'), `${HEADER}\n${contractConstants(doc, enums)}`)
  const body = buildValidators(doc, operations, ['body'], { coerceTypes: false, useDefaults: false })
  files.set(join(OUT_DIR, 'body-validators.js'), body.code)
  files.set(join(OUT_DIR, 'body-validators.d.ts'), body.declarations)
  // Path and query values arrive as strings: these coerce them and fill in defaults. A list
  // parameter given once (`?tag=a`) arrives as a string too: 'array' makes it a list of one.
  const parameters = buildValidators(doc, operations, ['params', 'querystring'], {
    coerceTypes: 'array',
    useDefaults: true,
  })
  files.set(join(OUT_DIR, 'parameter-validators.js'), parameters.code)
  files.set(join(OUT_DIR, 'parameter-validators.d.ts'), parameters.declarations)
  return files
}

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name)
  return at > 0 ? process.argv[at + 1] : undefined
}

async function main() {
  const check = process.argv.includes('--check')
  const spec = option('--spec')
  const out = option('--out')
  const outRoot = out ? resolve(out) : root
  const files = await render(spec ? resolve(spec) : join(root, 'openapi.yaml'))
  const drifted: string[] = []
  for (const [path, content] of files) {
    const file = join(outRoot, path)
    const current = await readFile(file, 'utf8').catch(() => undefined)
    if (current === content) continue
    if (check) drifted.push(relative(outRoot, file))
    else {
      await mkdir(dirname(file), { recursive: true })
      await writeFile(file, content)
      console.log(`wrote ${relative(outRoot, file)}`)
    }
  }
  if (drifted.length > 0) {
    console.error(
      `Generated files are out of date with openapi.yaml:\n  ${drifted.join('\n  ')}\nRun: npm run generate`,
    )
    process.exit(1)
  }
  if (check) console.log(`generate:check: ${files.size} generated files match openapi.yaml`)
}

await main()
