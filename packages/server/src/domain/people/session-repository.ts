import type { SessionRecord, SessionView } from './people-records.js'

/** Signed-in browsers, by the SHA-256 of their cookie value. */
export interface SessionRepository {
  create(session: SessionRecord): Promise<void>
  /** The session with its person's current role in its account, or `null`. */
  find(idHash: string): Promise<SessionView | null>
  touch(idHash: string, now: number): Promise<void>
  /** Moves the session to another account. */
  moveTo(idHash: string, accountId: string): Promise<void>
  delete(idHash: string): Promise<void>
  /** Ends every session of a person, but the one given; the number ended. */
  deleteForUser(userId: string, except?: string): Promise<number>
  /** Forgets sessions past their absolute expiry or idle since before `idleBefore`; the number forgotten. */
  prune(now: number, idleBefore: number): Promise<number>
}
