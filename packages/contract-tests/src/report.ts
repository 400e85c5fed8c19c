import type { CheckResult } from './kit.js'

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c)

/** A summary for people: one line per check, failures in full, and a closing count. */
export function summary(results: CheckResult[], target: string): string {
  const lines = [`dynqr contract checks against ${target}`, '']
  for (const r of results) {
    const mark = r.skipped ? '-' : r.passed ? '✓' : '✗'
    lines.push(`${mark} ${r.operationId}: ${r.name}${r.skipped ? ` (skipped: ${r.skipped})` : ''}`)
    for (const failure of r.failures) lines.push(`    ${failure}`)
  }
  const passed = results.filter((r) => r.passed && !r.skipped).length
  const failed = results.filter((r) => !r.passed).length
  const skipped = results.filter((r) => r.skipped).length
  lines.push(...repeats(results))
  lines.push('', `${passed} passed, ${failed} failed, ${skipped} skipped`)
  return `${lines.join('\n')}\n`
}

/** The rule of a failure line, without its request: `…: <rule>; got: …` → `<rule>`. */
const ruleOf = (failure: string) => {
  const withoutGot = failure.replace(/; got: .*$/, '')
  const arrow = withoutGot.indexOf(' → ')
  const rest = arrow >= 0 ? withoutGot.slice(withoutGot.indexOf(': ', arrow) + 2) : withoutGot
  return rest.trim()
}

/** One root cause often fails many checks: the rules broken in three checks or more, counted. */
function repeats(results: CheckResult[]): string[] {
  const checks = new Map<string, Set<string>>()
  for (const r of results) {
    for (const failure of r.failures) {
      const rule = ruleOf(failure)
      checks.set(rule, (checks.get(rule) ?? new Set()).add(`${r.operationId}: ${r.name}`))
    }
  }
  const repeated = [...checks].filter(([, names]) => names.size >= 3).sort((a, b) => b[1].size - a[1].size)
  if (repeated.length === 0) return []
  return ['', 'Repeated:', ...repeated.map(([rule, names]) => `  same violation in ${names.size} checks: ${rule}`)]
}

/** GitHub Actions' workflow commands: one error annotation per failed check. */
export function githubAnnotations(results: CheckResult[]): string {
  const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
  const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C')
  return results
    .filter((r) => !r.passed)
    .map(
      (r) =>
        `::error title=${escapeProperty(`dynqr contract: ${r.operationId}: ${r.name}`)}::${escapeData(r.failures.join('\n'))}\n`,
    )
    .join('')
}

/** Markdown for `$GITHUB_STEP_SUMMARY`: the counts, then each failed check with its failures. */
export function githubSummary(results: CheckResult[], target: string): string {
  const passed = results.filter((r) => r.passed && !r.skipped).length
  const failed = results.filter((r) => !r.passed)
  const skipped = results.filter((r) => r.skipped).length
  const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, '<br>')
  const lines = [
    `### dynqr contract checks ${failed.length === 0 ? '✅' : '❌'}`,
    '',
    `Against ${target}: **${passed} passed, ${failed.length} failed, ${skipped} skipped**`,
    '',
  ]
  if (failed.length > 0) {
    lines.push('| Check | Failure |', '|---|---|')
    for (const r of failed) lines.push(`| ${cell(`${r.operationId}: ${r.name}`)} | ${cell(r.failures.join('\n'))} |`)
    lines.push('')
  }
  return `${lines.join('\n')}\n`
}

/** JUnit XML, one test case per check, grouped by operation. */
export function junit(results: CheckResult[], target: string): string {
  const failures = results.filter((r) => !r.passed).length
  const skipped = results.filter((r) => r.skipped).length
  const seconds = results.reduce((sum, r) => sum + r.durationMs, 0) / 1000
  const cases = results
    .map((r) => {
      const open = `    <testcase classname="dynqr.contract.${escapeXml(r.operationId)}" name="${escapeXml(r.name)}" time="${(r.durationMs / 1000).toFixed(3)}"`
      if (r.skipped) return `${open}>\n      <skipped message="${escapeXml(r.skipped)}"/>\n    </testcase>`
      if (r.passed) return `${open}/>`
      const text = escapeXml(r.failures.join('\n'))
      return `${open}>\n      <failure message="${escapeXml(r.failures[0] ?? 'failed')}">${text}</failure>\n    </testcase>`
    })
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="dynqr contract" tests="${results.length}" failures="${failures}" skipped="${skipped}" time="${seconds.toFixed(3)}">
  <testsuite name="dynqr contract: ${escapeXml(target)}" tests="${results.length}" failures="${failures}" skipped="${skipped}" time="${seconds.toFixed(3)}">
${cases}
  </testsuite>
</testsuites>
`
}

/** The machine-readable report (`--json`): the counts, then every check with its failures. */
export function jsonReport(results: CheckResult[], target: string): string {
  const report = {
    target,
    passed: results.filter((r) => r.passed && !r.skipped).length,
    failed: results.filter((r) => !r.passed).length,
    skipped: results.filter((r) => r.skipped).length,
    results,
  }
  return `${JSON.stringify(report, null, 2)}\n`
}
