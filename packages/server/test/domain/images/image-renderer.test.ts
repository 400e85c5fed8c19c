import { type QrCode, resolveQrCodeOptions } from '@dynqr/contract'
import { describe, expect, it } from 'vitest'
import {
  ImageRenderer,
  type PngRasteriser,
  type RenderBudget,
  RequestGoneError,
  RetryLaterError,
  requestGone,
} from '../../../src/domain/images/image-renderer.js'
import { type ImageFormat, qrCodeImage } from '../../../src/domain/images/qr-code-image.js'

const image = (format: ImageFormat, size = 300) =>
  qrCodeImage(
    {
      shortId: 'aZ3kP9qX',
      qrCodeUrl: 'https://qr.example/aZ3kP9qX',
      qrCodeOptions: resolveQrCodeOptions({ width: size, height: size }),
    } as QrCode,
    format,
  )

/** A rasteriser that answers `size` bytes per render and counts them; renders wait for `release`. */
function fakeRasteriser(size = 1000) {
  let release: () => void = () => {}
  let gate: Promise<void> | undefined
  const rasteriser: PngRasteriser & { renders: number; hold: () => void; release: () => void } = {
    renders: 0,
    rasterise: async () => {
      rasteriser.renders += 1
      await gate
      return new Uint8Array(size)
    },
    close: async () => {},
    hold: () => {
      gate = new Promise((resolve) => {
        release = resolve
      })
    },
    release: () => release(),
  }
  return rasteriser
}

/** A budget that records what it was charged and refuses once `limit` pixels are spent. */
function fakeBudget(limit = Number.POSITIVE_INFINITY): RenderBudget & { charged: number[] } {
  let spent = 0
  const charged: number[] = []
  return {
    charged,
    charge: async (_keyId, pixels) => {
      if (spent + pixels > limit) return 42
      spent += pixels
      charged.push(pixels)
      return null
    },
  }
}

describe('ImageRenderer', () => {
  it('answers SVG as drawn, never rasterised or charged', async () => {
    const rasteriser = fakeRasteriser()
    const budget = fakeBudget()
    const renderer = new ImageRenderer({ rasteriser, budget, cacheBytes: 1 << 20 })
    const svg = image('svg')
    expect(await renderer.render(svg, 'key')).toEqual({ bytes: svg.svg })
    expect([rasteriser.renders, budget.charged]).toEqual([0, []])
  })

  it('rasterises a PNG once, charges its pixels once, and answers repeats from the cache', async () => {
    const rasteriser = fakeRasteriser()
    const budget = fakeBudget()
    const renderer = new ImageRenderer({ rasteriser, budget, cacheBytes: 1 << 20 })
    const first = await renderer.render(image('png'), 'key')
    const again = await renderer.render(image('png'), 'other key')
    expect(again).toEqual(first)
    expect([rasteriser.renders, budget.charged]).toEqual([1, [90_000]])
  })

  it('lets requests that arrive during a render wait for it instead of rendering again', async () => {
    const rasteriser = fakeRasteriser()
    rasteriser.hold()
    const budget = fakeBudget()
    const renderer = new ImageRenderer({ rasteriser, budget, cacheBytes: 0 })
    const both = Promise.all([renderer.render(image('png'), 'a'), renderer.render(image('png'), 'b')])
    await new Promise((resolve) => setImmediate(resolve))
    rasteriser.release()
    const [a, b] = await both
    expect(a).toEqual(b)
    expect([rasteriser.renders, budget.charged]).toEqual([1, [90_000]])
  })

  it.each([
    ['keeps both images when they fit', 2_500, 2],
    ['evicts the least recently used when the bytes do not fit', 1_500, 3],
    ['renders every time with the cache off', 0, 3],
  ])('%s', async (_name, cacheBytes, renders) => {
    const rasteriser = fakeRasteriser(1000)
    const renderer = new ImageRenderer({ rasteriser, budget: fakeBudget(), cacheBytes })
    await renderer.render(image('png', 300), 'key')
    await renderer.render(image('png', 400), 'key')
    await renderer.render(image('png', 300), 'key')
    expect(rasteriser.renders).toBe(renders)
  })

  it('refuses a render the budget does not cover, with the seconds to wait, and renders nothing', async () => {
    const rasteriser = fakeRasteriser()
    const renderer = new ImageRenderer({ rasteriser, budget: fakeBudget(100_000), cacheBytes: 1 << 20 })
    expect(await renderer.render(image('png', 300), 'key')).toHaveProperty('bytes')
    expect(await renderer.render(image('png', 400), 'key')).toEqual({ retryAfterSeconds: 42 })
    expect(await renderer.render(image('png', 300), 'key')).toHaveProperty('bytes')
    expect(rasteriser.renders).toBe(1)
  })

  it('lets a request that joined a refused render try on its own key', async () => {
    const rasteriser = fakeRasteriser()
    const refusesA: RenderBudget = { charge: async (keyId) => (keyId === 'a' ? 7 : null) }
    const renderer = new ImageRenderer({ rasteriser, budget: refusesA, cacheBytes: 1 << 20 })
    const [a, b] = await Promise.all([renderer.render(image('png'), 'a'), renderer.render(image('png'), 'b')])
    expect(a).toEqual({ retryAfterSeconds: 7 })
    expect(b).toHaveProperty('bytes')
    expect(rasteriser.renders).toBe(1)
  })

  it('caches no failure: the next request renders again', async () => {
    let calls = 0
    const flaky: PngRasteriser = {
      rasterise: async () => {
        calls += 1
        if (calls === 1) throw new Error('worker died')
        return new Uint8Array(10)
      },
      close: async () => {},
    }
    const renderer = new ImageRenderer({ rasteriser: flaky, budget: fakeBudget(), cacheBytes: 1 << 20 })
    await expect(renderer.render(image('png'), 'key')).rejects.toThrow('worker died')
    expect(await renderer.render(image('png'), 'key')).toEqual({ bytes: new Uint8Array(10) })
  })
})

// Security review #2 and #3: every draw is charged, the guard's and a logo's pixels included.
describe('ImageRenderer charges every draw', () => {
  const LOGO = { href: 'data:image/png;base64,', width: 2000, height: 1500, key: 'ast_0123456789abcdef' }
  const withLogo = (format: ImageFormat) =>
    qrCodeImage(
      {
        shortId: 'aZ3kP9qX',
        qrCodeUrl: 'https://qr.example/aZ3kP9qX',
        qrCodeOptions: resolveQrCodeOptions({ width: 300, height: 300, image: 'ast_0123456789abcdef' }),
      } as QrCode,
      format,
      LOGO,
    )

  it('charges a PNG and a PDF with a logo for the logo’s decoded pixels as well as their own', () => {
    expect(withLogo('png').pixels).toBe(90_000 + 3_000_000)
    expect(withLogo('pdf').pixels).toBe(90_000 + 3_000_000)
  })

  it('charges each scan-guard draw to the scope’s account, and refuses with 429 once it is spent', async () => {
    const budget = fakeBudget(100_000)
    let decodes = 0
    const renderer = new ImageRenderer({
      rasteriser: fakeRasteriser(),
      decoder: {
        decodes: async () => {
          decodes += 1
          return true
        },
      },
      budget,
      cacheBytes: 0,
    })
    const drawing = image('png').drawing
    const scope = { accountId: 'acc_a', drawsLeft: 10 }
    expect(await renderer.decodes(drawing, 'https://qr.example/aZ3kP9qX', scope)).toBe(true)
    const refused = await renderer.decodes(drawing, 'https://qr.example/aZ3kP9qX', scope).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(RetryLaterError)
    expect((refused as RetryLaterError).retryAfterSeconds).toBe(42)
    expect([decodes, budget.charged]).toEqual([1, [90_000]])
  })
})

describe('ImageRenderer gives back what never ran', () => {
  it('refunds the charge of a render refused by a full queue, not of one cancelled on a worker', async () => {
    const refunds: number[] = []
    let failure: Error = requestGone()
    const budget: RenderBudget = {
      charge: async () => null,
      refund: async (_account, pixels) => {
        refunds.push(pixels)
      },
    }
    const rasteriser: PngRasteriser = {
      rasterise: async () => {
        throw failure
      },
      close: async () => {},
    }
    const renderer = new ImageRenderer({ rasteriser, budget, cacheBytes: 0 })
    await expect(renderer.render(image('png'), 'acc_a')).rejects.toBeInstanceOf(RequestGoneError)
    failure = requestGone(true)
    await expect(renderer.render(image('png'), 'acc_a')).rejects.toBeInstanceOf(RequestGoneError)
    expect(refunds).toEqual([90_000])
  })
})
