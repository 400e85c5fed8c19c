import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser'

/**
 * A strict allow-list sanitiser for uploaded SVG logos (issue #30): drawing elements only. What
 * could run, fetch or reach outside the image is refused with the reason — scripts, event
 * attributes, `foreignObject`, entity declarations and DOCTYPEs, references that are not
 * fragments (`#id`) or embedded raster images, CSS `url()`s and `@import`. Editor metadata
 * (Inkscape, Sodipodi, RDF) is dropped. The stored text is rebuilt from the parsed tree, so what
 * a browser or rasteriser reads is exactly what was checked.
 */

const ALLOWED_ELEMENTS = new Set([
  'svg', 'g', 'defs', 'symbol', 'use', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon',
  'text', 'tspan', 'title', 'desc', 'lineargradient', 'radialgradient', 'stop', 'clippath', 'mask', 'pattern',
  'image', 'style', 'marker', 'filter', 'feblend', 'fecolormatrix', 'fecomposite', 'fedropshadow', 'feflood',
  'fegaussianblur', 'femerge', 'femergenode', 'femorphology', 'feoffset',
]) // biome-ignore format: one list

/** Editor bookkeeping that draws nothing: removed rather than refused. */
const DROPPED_PREFIXES = new Set(['sodipodi', 'inkscape', 'rdf', 'cc', 'dc'])

/** Embedded raster images only: a nested SVG would escape the checks. */
const SAFE_DATA_URL = /^data:image\/(png|jpeg|jpg|gif|webp);/i
/** CSS functions and at-rules that fetch without url(): refused wherever they appear. */
const FETCHING_CSS = /@import|@font-face|image-set\(/

/**
 * The most elements a logo may hold: a traced logo has hundreds; past this, parsing alone takes
 * a worker longer than an upload may, and every drawing of the code pays for it again.
 */
export const MAX_SVG_ELEMENTS = 10_000

export class SvgRefused extends Error {}

/** Start tags in the text (`<` not before `/`, `!` or `?`), counted in one pass. */
function startTags(source: string): number {
  let count = 0
  for (let at = source.indexOf('<'); at !== -1; at = source.indexOf('<', at + 1)) {
    const next = source.charCodeAt(at + 1)
    if (next !== 0x2f && next !== 0x21 && next !== 0x3f) count += 1
  }
  return count
}

type Node = Record<string, unknown> & { ':@'?: Record<string, string> }

const PARSER_OPTIONS = {
  ignoreAttributes: false,
  attributeNamePrefix: '',
  preserveOrder: true,
  processEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  allowBooleanAttributes: true,
  commentPropName: '#comment',
  cdataPropName: '#cdata',
} as const

const localName = (name: string) => (name.includes(':') ? name.slice(name.indexOf(':') + 1) : name)
const prefixOf = (name: string) => (name.includes(':') ? name.slice(0, name.indexOf(':')) : '')
/** The text inside a node (a style element's CSS), CDATA included. */
const textOf = (node: unknown): string =>
  typeof node === 'string'
    ? node
    : Array.isArray(node)
      ? node.map(textOf).join('')
      : typeof node === 'object' && node !== null
        ? Object.values(node).map(textOf).join('')
        : ''
const escapeAttribute = (value: string) => value.replaceAll('"', '&quot;').replaceAll('<', '&lt;')

/** XML's five named entities; any other named reference is refused (no DTD declares one). */
const NAMED_REFERENCES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

/** Text as an XML reader sees it: character references (`&#117;`, `&#x75;`) and named ones decoded, once. */
function decodeXmlReferences(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(/&(?:#x([0-9a-f]{1,6})|#([0-9]{1,7})|([a-z]{1,8}));/gi, (whole, hex, decimal, name) => {
    if (name !== undefined) return NAMED_REFERENCES[name] ?? whole
    const code = hex !== undefined ? Number.parseInt(hex, 16) : Number(decimal)
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd'
  })
}

/** CSS text as a CSS tokenizer sees it: escapes (`\\75 `, `\\u`) decoded, escaped newlines removed. */
function decodeCssEscapes(text: string): string {
  if (!text.includes('\\')) return text
  return text.replace(
    /\\(?:([0-9a-f]{1,6})(?:\r\n|[ \t\n\r\f])?|(\r\n|[\n\r\f])|([\s\S]))/gi,
    (_, hex, newline, char) => {
      if (newline !== undefined) return ''
      if (char !== undefined) return char
      const code = Number.parseInt(hex, 16)
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd'
    },
  )
}

const isCssSpace = (char: string | undefined) =>
  char === ' ' || char === '\t' || char === '\n' || char === '\r' || char === '\f'

/**
 * Whether a CSS `url(` points anywhere but a fragment of this image: after each `url(`, skip
 * whitespace and one quote and require `#`. One pass over the text (issue #38: the look-ahead
 * regex it replaces was quadratic in the whitespace).
 */
function hasOutsideUrl(css: string): boolean {
  let at = css.indexOf('url(')
  while (at !== -1) {
    let next = at + 4
    while (isCssSpace(css[next])) next += 1
    if (css[next] === '"' || css[next] === "'") next += 1
    if (css[next] !== '#') return true
    at = css.indexOf('url(', next)
  }
  return false
}

/**
 * Checks text a browser may read as CSS (a style element, any attribute value) the way it reads
 * it: XML references and CSS escapes decoded first, so `&#117;rl(` and `\\75 rl(` are `url(`.
 */
function checkCss(raw: string): void {
  const text = decodeCssEscapes(decodeXmlReferences(raw)).toLowerCase()
  if (FETCHING_CSS.test(text)) {
    throw new SvgRefused('The SVG imports a style sheet, a font or an image set in its style, which is not allowed')
  }
  if (hasOutsideUrl(text)) {
    throw new SvgRefused('The SVG refers to something outside the image in its style, which is not allowed')
  }
}

function checkAttributes(
  element: string,
  attributes: Record<string, string>,
  images: string[],
): Record<string, string> {
  const kept: Record<string, string> = Object.create(null)
  for (const [name, value] of Object.entries(attributes)) {
    const local = localName(name).toLowerCase()
    if (local.startsWith('on')) {
      throw new SvgRefused(`The SVG has an event attribute (${name} on ${element}), which is not allowed`)
    }
    if (DROPPED_PREFIXES.has(prefixOf(name))) continue
    if (local === 'href' && !value.trim().startsWith('#') && !SAFE_DATA_URL.test(value.trim())) {
      throw new SvgRefused(
        `The SVG refers to something outside the image (${name} on ${element}); only #fragments and embedded PNG, JPEG, GIF or WebP images are allowed`,
      )
    }
    if (local === 'href' && !value.trim().startsWith('#')) images.push(value.trim())
    checkCss(value)
    kept[name] = escapeAttribute(value)
  }
  return kept
}

function sanitiseNodes(nodes: Node[], parent: string, images: string[]): Node[] {
  const kept: Node[] = []
  for (const node of nodes) {
    const name = Object.keys(node).find((key) => key !== ':@') ?? ''
    if (name === '#comment') continue
    if (name === '#text') {
      kept.push(node)
      continue
    }
    if (name === '#cdata') {
      if (parent === 'style') checkCss(textOf(node[name]))
      kept.push(node)
      continue
    }
    if (name.startsWith('?')) continue
    const local = localName(name).toLowerCase()
    if (DROPPED_PREFIXES.has(prefixOf(name)) || local === 'metadata') continue
    if (local === 'script') throw new SvgRefused('The SVG holds a script element, which is not allowed')
    if (local === 'foreignobject') throw new SvgRefused('The SVG holds a foreignObject element, which is not allowed')
    if (!ALLOWED_ELEMENTS.has(local)) throw new SvgRefused(`The SVG holds a ${name} element, which is not allowed`)
    const children = sanitiseNodes(node[name] as Node[], local, images)
    if (local === 'style') checkCss(textOf(children))
    kept.push({ [name]: children, ...(node[':@'] && { ':@': checkAttributes(name, node[':@'], images) }) })
  }
  return kept
}

/** The SVG's root attributes after sanitising, and its text as stored. */
export interface SanitisedSvg {
  text: string
  root: Record<string, string>
  /** The embedded raster images' data: URLs, for their sizes to be checked. */
  images: string[]
}

/** Sanitises an uploaded SVG; throws SvgRefused saying why when it cannot be stored. */
export function sanitiseSvg(source: string): SanitisedSvg {
  if (/<!ENTITY/i.test(source)) throw new SvgRefused('The SVG declares entities, which is not allowed')
  if (/<!DOCTYPE/i.test(source)) throw new SvgRefused('The SVG has a DOCTYPE, which is not allowed')
  if (startTags(source) > MAX_SVG_ELEMENTS) {
    throw new SvgRefused(`The SVG has more than ${MAX_SVG_ELEMENTS} elements; simplify it`)
  }
  let parsed: Node[]
  try {
    if (XMLValidator.validate(source) !== true) throw new SvgRefused('The body is not well-formed SVG')
    parsed = new XMLParser(PARSER_OPTIONS).parse(source) as Node[]
  } catch (error) {
    if (error instanceof SvgRefused) throw error
    // The parser's own refusals (nesting deeper than it allows, a name such as __proto__): the
    // upload's fault, so a 400 saying why, never a 500.
    throw new SvgRefused(`The SVG cannot be read: ${(error as Error).message.replace(/^\[SECURITY\]\s*/, '')}`)
  }
  const images: string[] = []
  const tree = sanitiseNodes(parsed, '', images)
  const elements = tree.filter((node) => !('#text' in node))
  const root = elements[0]
  if (elements.length !== 1 || !root || !('svg' in root)) {
    throw new SvgRefused('The body is not an SVG image (its root element must be svg)')
  }
  const text = new XMLBuilder({ ...PARSER_OPTIONS, suppressEmptyNode: true }).build(elements) as string
  return { text, root: root[':@'] ?? {}, images }
}
