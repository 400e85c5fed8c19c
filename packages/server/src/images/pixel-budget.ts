import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import type { RenderBudget } from '../domain/images/image-renderer.js'

/** 4096 × 4096, the largest image the contract allows, is 16.8 megapixels: any budget must fit one. */
export const LARGEST_IMAGE_MEGAPIXELS = 17

/**
 * A budget of pixels drawn per account per minute (all its keys together: minting keys buys no
 * more), so one account cannot keep the image workers busy for everyone: a 4096 px PNG costs as
 * much as 186 of 300 px. Every draw is charged: PNG and PDF renders (their logo's decoded pixels
 * included) and the scan guard's (image-renderer.ts). Kept in this instance's memory
 * (rate-limiter-flexible, fixed one-minute windows).
 */
export class PixelBudget implements RenderBudget {
  readonly #limiter: RateLimiterMemory
  readonly #points: number

  constructor(megapixelsPerMinute: number) {
    this.#points = megapixelsPerMinute * 1_000_000
    this.#limiter = new RateLimiterMemory({ keyPrefix: 'png', points: this.#points, duration: 60 })
  }

  async charge(accountId: string, charged: number): Promise<number | null> {
    // A render dearer than a whole minute (a large logo in a PDF) takes the whole minute, not never.
    const pixels = Math.min(charged, this.#points)
    try {
      await this.#limiter.consume(accountId, pixels)
      return null
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal
      // A refused render costs nothing: a smaller image that still fits may go ahead.
      await this.#limiter.reward(accountId, pixels)
      return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000))
    }
  }

  async refund(accountId: string, charged: number): Promise<void> {
    await this.#limiter.reward(accountId, Math.min(charged, this.#points))
  }
}

/** No budget: every render goes ahead. */
export const UNLIMITED: RenderBudget = { charge: async () => null }
