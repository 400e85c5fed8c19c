import { afterEach, describe, expect, it } from 'vitest'
import { AssetRefused } from '../../src/domain/branding/asset-image.js'
import { UploadPool } from '../../src/images/upload-pool.js'

const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 4"><rect/></svg>')

/** The upload workers (issue #38): a real worker thread, with its time limit. */
describe('the upload pool', () => {
  let pool: UploadPool
  afterEach(async () => {
    await pool.close()
  })

  it('reads an SVG on a worker: sanitised, sized', async () => {
    pool = new UploadPool({ workers: 1 })
    const read = await pool.read('image/svg+xml', SVG)
    expect([read.width, read.height]).toEqual([8, 4])
    expect(new TextDecoder().decode(read.data)).toContain('<rect')
  })

  it('answers an upload that passes its time limit as refused, and keeps reading the next ones', async () => {
    pool = new UploadPool({ workers: 1, timeLimitMs: 1 })
    await expect(pool.read('image/svg+xml', SVG)).rejects.toThrow(AssetRefused)
    await expect(pool.read('image/svg+xml', SVG)).rejects.toThrow('could not be read within 0.001 s')
  })

  it('refuses a declared size over the limit before a worker is asked', async () => {
    pool = new UploadPool({ workers: 1 })
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x0b, 0x08, 0x75, 0x30, 0x75, 0x30, 0x01, 0x01, 0x11])
    await expect(pool.read('image/jpeg', jpeg)).rejects.toThrow('30000 × 30000 px')
  })
})
