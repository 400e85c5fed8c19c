/**
 * Debian's Chromium through playwright-core, for the tests that open pages outside the server's
 * own e2e suite (the SDK's browser and React examples, the MSW handlers in a service worker).
 * Without Chromium such a test says loudly that it did not run; in CI that is an error.
 */
import { existsSync } from 'node:fs'
import type { Browser } from 'playwright-core'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Whether Chromium is there; when it is not, says which test did NOT run (and fails in CI). */
export function haveChromium(what: string): boolean {
  if (existsSync(CHROMIUM)) return true
  if (process.env.CI) throw new Error(`Chromium is missing at ${CHROMIUM}: CI must install it (see .ci/run)`)
  process.stderr.write(`\n*** ${CHROMIUM} not found: ${what} did NOT run. ***\n\n`)
  return false
}

/** A headless Chromium, as every page test here starts it. */
export async function launchChromium(): Promise<Browser> {
  const { chromium } = await import('playwright-core')
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
}
