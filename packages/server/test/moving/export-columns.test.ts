import { openapiDocument, type QrCode, validateRequest } from '@dynqr/contract'
import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'
import { FIELD_ENTRIES } from '../../src/domain/qr-code-fields.js'
import { restoreCells } from '../../src/moving/csv-cell.js'
import { EXPORT_COLUMNS, exportLines, NOT_IN_CSV } from '../../src/moving/export-rows.js'
import { createBodyOf, mapRow } from '../../src/moving/import-columns.js'

/**
 * The CSV export's and the import's columns, derived from the field table
 * (domain/qr-code-fields.ts), held to the contract: a field added to QrCode in openapi.yaml fails
 * here until it has a CSV place in the table or a reason in NOT_IN_CSV.
 */
type Node = Record<string, unknown>
const doc = openapiDocument as Node
const schemas = (doc.components as Node).schemas as Record<string, { properties: Node }>
const listOperation = ((doc.paths as Node)['/qrcode'] as Node).get as Node
const exportOperation = ((doc.paths as Node)['/qrcode/export'] as Node).get as {
  description: string
  responses: { 200: { content: { 'text/csv': { examples: Record<string, { value: string }> } } } }
}

/** The contract's own example codes (listQrCodes' first page): every QR code example has every field. */
const exampleCodes = (
  (((listOperation.responses as Node)['200'] as Node).content as Node)['application/json'] as {
    examples: { firstPage: { value: { data: Node[] } } }
  }
).examples.firstPage.value.data

describe('the CSV export’s columns', () => {
  it('are every field of the contract’s QrCode, but those NOT_IN_CSV says why it leaves out', () => {
    const contractFields = Object.keys(schemas.QrCode?.properties ?? {}).sort()
    expect(contractFields.length).toBeGreaterThan(10)
    expect([...EXPORT_COLUMNS, ...Object.keys(NOT_IN_CSV)].sort()).toEqual(contractFields)
    for (const reason of Object.values(NOT_IN_CSV)) expect(reason.length).toBeGreaterThan(10)
  })

  it('come in the order the contract lists them (exportQrCodes and its CSV examples), each place used once', () => {
    const listed = /CSV columns, in order: ([^(]+)\(/.exec(exportOperation.description.replace(/\s+/g, ' '))?.[1]
    expect([...(listed ?? '').matchAll(/`(\w+)`/g)].map((m) => m[1])).toEqual(EXPORT_COLUMNS)
    const examples = Object.values(exportOperation.responses[200].content['text/csv'].examples)
    expect(examples.length).toBeGreaterThan(0)
    for (const { value } of examples) expect(value.split('\n')[0]?.split(',')).toEqual(EXPORT_COLUMNS)
    const places = FIELD_ENTRIES.flatMap(([, spec]) => (spec.csv === undefined ? [] : [spec.csv]))
    expect(new Set(places).size).toBe(places.length)
  })
})

describe('the import’s columns', () => {
  it('read the contract’s example codes back from an export: a valid create body with every field a client writes', async () => {
    let csv = ''
    for await (const line of exportLines(toAsync(exampleCodes as unknown as QrCode[]), 'csv')) csv += line
    const records = parse(csv, { columns: true }) as Record<string, string>[]
    expect(records).toHaveLength(exampleCodes.length)
    const create = schemas.CreateQrCodeRequest?.properties ?? {}
    records.forEach((record, i) => {
      const code = exampleCodes[i] as Node
      const body = createBodyOf(mapRow(restoreCells(record)))
      expect(validateRequest('createQrCode', 'body', body)).toEqual([])
      expect(body.customShortId).toBe(code.shortId)
      for (const [name, spec] of FIELD_ENTRIES) {
        // No value (`null`, or no tags) is an empty cell, and an empty cell leaves the field to its default.
        const empty = code[name] === null || (Array.isArray(code[name]) && code[name].length === 0)
        if (spec.csv === undefined || !spec.editable || empty) continue
        expect(name in create, `${name} is not a create field`).toBe(true)
        expect(body[name], name).toEqual(code[name])
      }
    })
  })
})

async function* toAsync<T>(items: readonly T[]): AsyncGenerator<T> {
  yield* items
}
