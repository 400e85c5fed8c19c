import type { Check } from './check.js'

/** How `--only` and `--skip` pick checks: by a part of `operationId: name`, ignoring case. */
const matches = (check: Check, patterns: string[]) => {
  const label = `${check.operationId}: ${check.name}`.toLowerCase()
  return patterns.some((pattern) => label.includes(pattern.toLowerCase()))
}

/** Why a check is left out by `--only`/`--skip`, or undefined when it runs. */
export function selected(check: Check, options: { only?: string[]; skip?: string[] }): string | undefined {
  if (options.only?.length && !matches(check, options.only)) return 'not selected by --only'
  if (options.skip?.length && matches(check, options.skip)) return 'left out by --skip'
  return undefined
}
