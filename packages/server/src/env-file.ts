/**
 * `.env` loading, before the configuration is read. Order of precedence, highest first:
 *   1. the process environment (the shell, systemd, the container runtime);
 *   2. the file DYNQR_ENV_FILE names, when set (it must exist);
 *   3. `.env` in the working directory, when there is one.
 * A variable already set is never overwritten, so a file only fills gaps.
 */
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { ConfigError } from './config.js'

/** Loads the `.env` files into `process.env`; returns the paths read, in order. */
export function loadEnvFiles(cwd = process.cwd(), env: NodeJS.ProcessEnv = process.env): string[] {
  const files: string[] = []
  const named = env.DYNQR_ENV_FILE
  if (named) {
    const file = resolve(cwd, named)
    if (!existsSync(file)) throw new ConfigError('DYNQR_ENV_FILE', `names a file that does not exist: "${file}"`)
    files.push(file)
  }
  const local = resolve(cwd, '.env')
  if (existsSync(local) && !files.includes(local)) files.push(local)
  for (const file of files) {
    try {
      // Node's own parser; it never overwrites a variable the environment already has.
      process.loadEnvFile(file)
    } catch (error) {
      throw new ConfigError('DYNQR_ENV_FILE', `could not read "${file}": ${(error as Error).message}`)
    }
  }
  return files
}
