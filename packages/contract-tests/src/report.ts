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
  lines.push('', `${passed} passed, ${failed} failed, ${skipped} skipped`)
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
