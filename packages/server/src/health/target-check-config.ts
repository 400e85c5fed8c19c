import { ConfigError } from '../config-error.js'
import { DEFAULT_TARGET_CHECK_SETTINGS, type TargetCheckSettings } from './target-checker.js'

export type { TargetCheckSettings }

type IntegerSetting = (env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number) => number

const DAY_MS = 86_400_000

/**
 * The checker's settings from the environment (config.ts): TARGET_CHECK_INTERVAL in seconds
 * (PRODUCT.md's name, 6 h; like SCAN_EVENT_INTERVAL) or TARGET_CHECK_INTERVAL_MS, not both;
 * TARGET_CHECK_POLL_MS (5 s); private targets where WEBHOOK_ALLOW_PRIVATE allows them, never the
 * server's own PORT.
 */
export function targetCheckSettings(
  env: NodeJS.ProcessEnv,
  allowPrivate: boolean,
  port: number,
  integer: IntegerSetting,
): TargetCheckSettings {
  if (env.TARGET_CHECK_INTERVAL !== undefined && env.TARGET_CHECK_INTERVAL_MS !== undefined) {
    throw new ConfigError('TARGET_CHECK_INTERVAL', 'and TARGET_CHECK_INTERVAL_MS are both set: set one of them')
  }
  const defaults = DEFAULT_TARGET_CHECK_SETTINGS
  return {
    ...defaults,
    intervalMs:
      env.TARGET_CHECK_INTERVAL !== undefined
        ? integer(env, 'TARGET_CHECK_INTERVAL', defaults.intervalMs / 1000, 1, (30 * DAY_MS) / 1000) * 1000
        : integer(env, 'TARGET_CHECK_INTERVAL_MS', defaults.intervalMs, 1_000, 30 * DAY_MS),
    pollMs: integer(env, 'TARGET_CHECK_POLL_MS', defaults.pollMs, 10, 600_000),
    allowPrivate,
    ownPort: port,
  }
}
