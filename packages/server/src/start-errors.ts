/**
 * Start-up failures an operator can fix, told in one line instead of a stack trace: the database
 * cannot be reached or refuses us, the port is taken. Anything else keeps its own message.
 */
import { ConfigError } from './config.js'

export interface StartFailure {
  message: string
  /** 2: the configuration is wrong; 1: something the server depends on failed. */
  exitCode: 1 | 2
}

const POSTGRES_HINTS: Record<string, string> = {
  ECONNREFUSED: 'nothing is listening at that address; is PostgreSQL running, and are host and port right?',
  ENOTFOUND: 'the host name does not resolve; check the host in DATABASE_URL',
  EAI_AGAIN: 'the host name could not be resolved right now; check DNS and the host in DATABASE_URL',
  ETIMEDOUT: 'the connection timed out; check the host, the port and any firewall in between',
  EHOSTUNREACH: 'the host is unreachable; check the host in DATABASE_URL and the network',
  '28P01': 'the password was refused; check the user and password in DATABASE_URL',
  '28000': 'the server refused this user; check the user in DATABASE_URL and pg_hba.conf',
  '3D000': 'the database does not exist; create it (createdb) or fix its name in DATABASE_URL',
}

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const own = (error as { code?: unknown }).code
  if (typeof own === 'string') return own
  // The store wraps the driver's error (cause); pg wraps IPv4 and IPv6 attempts in an AggregateError.
  const inner = (error as { cause?: unknown }).cause ?? (error as { errors?: unknown[] }).errors?.[0]
  return inner === undefined ? undefined : codeOf(inner)
}

/** Says what went wrong and how to fix it, without a stack trace. */
export function describeStartFailure(error: unknown, what: { database?: string; port?: number } = {}): StartFailure {
  if (error instanceof ConfigError) return { message: `configuration error: ${error.message}`, exitCode: 2 }
  const code = codeOf(error)
  const text = error instanceof Error ? error.message : String(error)
  if (code === 'EADDRINUSE') {
    return { message: `port ${what.port ?? ''} is already in use; stop the other process or set PORT`, exitCode: 1 }
  }
  if (code === 'EACCES' && /listen/.test(text)) {
    return { message: `not allowed to listen on port ${what.port ?? ''}; use a port above 1023`, exitCode: 1 }
  }
  const hint = code === undefined ? undefined : POSTGRES_HINTS[code]
  if (hint !== undefined && what.database === 'postgres') {
    return { message: `cannot connect to PostgreSQL (${code}): ${hint} (${text})`, exitCode: 1 }
  }
  if (code?.startsWith('SQLITE_CANTOPEN')) {
    return {
      message: `cannot open the SQLite file: check that its folder exists and is writable (${text})`,
      exitCode: 1,
    }
  }
  return { message: text || 'unknown error', exitCode: 1 }
}
