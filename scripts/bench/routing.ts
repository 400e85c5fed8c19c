/**
 * What routing rules cost the redirect (issue #43, docs/routing.md "Speed"): one server
 * (targets/dynqr.ts `--routed`) holds the plain hot code and a code with three typical rules
 * (iOS → App Store, Android → Play Store, a country's page), and the rows scan each in turn.
 *
 * Two pairs, each row against the plain code with the same User-Agent: a desktop browser, which
 * no rule matches (on loopback there is no country), so every rule is tried before the code's
 * target — the most a rule list of that length costs; and the bench's phone, which the first rule
 * (iOS) sends to the App Store. Before the rounds, one scan of each proves where it goes.
 */
import type { ChildProcess } from 'node:child_process'
import type { Load } from './load.js'
import type { ScenarioResult } from './report.js'

export const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

/** Where targets/dynqr.ts's routed code sends each User-Agent (ROUTED_RULES there). */
const APP_STORE = 'https://apps.apple.com/app/id123456789'
const CODE_TARGET = 'https://example.com/app'

/** The rows' labels, which report.ts finds its targets by. */
export const ROUTING_LABELS = {
  plainDesktop: 'one hot code, no rules, desktop browser',
  rulesDesktop: 'one hot code with 3 rules, desktop browser (no rule matches: all 3 tried)',
  plainPhone: 'one hot code, no rules, phone (iOS)',
  rulesPhone: 'one hot code with 3 rules, phone (the first rule, iOS, matches)',
} as const

interface RoutedTarget {
  port: number
  child: ChildProcess
  hotId?: string
  routedId?: string
}

type Pair<T> = { label: string; target: T; load: Load }

async function locationOf(target: RoutedTarget, shortId: string, userAgent: string): Promise<string | null> {
  const response = await fetch(`http://127.0.0.1:${target.port}/${shortId}`, {
    redirect: 'manual',
    headers: { 'user-agent': userAgent },
  })
  await response.arrayBuffer()
  return response.headers.get('location')
}

/** The scenario's rows, after checking that each scan goes where its label says. */
async function routingPairs<T extends RoutedTarget>(target: T, phone: string): Promise<Pair<T>[]> {
  const { hotId, routedId } = target
  if (!hotId || !routedId) throw new Error('The routing target has no routed code (targets/dynqr.ts --routed)')
  for (const [userAgent, expected] of [
    [phone, APP_STORE],
    [DESKTOP, CODE_TARGET],
  ] as const) {
    const location = await locationOf(target, routedId, userAgent)
    if (location !== expected) throw new Error(`The routed code sent ${userAgent} to ${location}, not ${expected}`)
  }
  const plain = `/${hotId}`
  const rules = `/${routedId}`
  return [
    { label: ROUTING_LABELS.plainDesktop, target, load: { path: plain, userAgent: DESKTOP } },
    { label: ROUTING_LABELS.rulesDesktop, target, load: { path: rules, userAgent: DESKTOP } },
    { label: ROUTING_LABELS.plainPhone, target, load: { path: plain, userAgent: phone } },
    { label: ROUTING_LABELS.rulesPhone, target, load: { path: rules, userAgent: phone } },
  ]
}

/**
 * The `routing` scenario: starts its server (`start`, targets/dynqr.ts `--routed`), runs the rows
 * through run.ts's `sideBySide` (interleaved rounds, medians) and stops the server.
 */
export async function routingScenario<T extends RoutedTarget>(
  start: () => Promise<T>,
  sideBySide: (scenario: string, pairs: Pair<T>[]) => Promise<ScenarioResult[]>,
  phone: string,
): Promise<ScenarioResult[]> {
  process.stderr.write('routing\n')
  const target = await start()
  const results = await sideBySide('routing', await routingPairs(target, phone))
  target.child.kill('SIGTERM')
  await new Promise((resolve) => target.child.once('exit', resolve))
  return results
}
