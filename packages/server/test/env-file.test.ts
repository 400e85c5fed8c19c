import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { loadEnvFiles } from '../src/env-file.js'

const NAMES = ['DYNQR_T_A', 'DYNQR_T_B', 'DYNQR_T_C', 'DYNQR_ENV_FILE']

describe('.env loading', () => {
  afterEach(() => {
    for (const name of NAMES) delete process.env[name]
  })

  it('reads ./.env and the file DYNQR_ENV_FILE names; the environment wins over both, the named file over ./.env', () => {
    const dir = mkdtempSync(join(tmpdir(), 'dynqr-env-'))
    writeFileSync(join(dir, '.env'), 'DYNQR_T_A=dotenv\nDYNQR_T_B=dotenv\nDYNQR_T_C=dotenv\n')
    writeFileSync(join(dir, 'prod.env'), '# comment\nDYNQR_T_B=named\nDYNQR_T_C=named\n')
    process.env.DYNQR_T_C = 'environment'
    process.env.DYNQR_ENV_FILE = 'prod.env'
    expect(loadEnvFiles(dir)).toEqual([join(dir, 'prod.env'), join(dir, '.env')])
    expect([process.env.DYNQR_T_A, process.env.DYNQR_T_B, process.env.DYNQR_T_C]).toEqual([
      'dotenv',
      'named',
      'environment',
    ])
  })

  it('reads nothing without files, and stops with a message naming DYNQR_ENV_FILE when its file is missing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'dynqr-env-'))
    expect(loadEnvFiles(dir)).toEqual([])
    process.env.DYNQR_ENV_FILE = 'missing.env'
    expect(() => loadEnvFiles(dir)).toThrow(/DYNQR_ENV_FILE names a file that does not exist/)
  })
})
