/** What went wrong on the wire, with the cause Node's fetch hides behind "fetch failed". */
export function networkError(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `no answer within ${timeoutMs} ms (--timeout)`
  }
  if (!(error instanceof Error)) return String(error)
  const causes: string[] = []
  for (let cause: unknown = error.cause; cause instanceof Error && causes.length < 4; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code
    causes.push(cause.message || (typeof code === 'string' ? code : cause.name))
    if (cause instanceof AggregateError && cause.errors[0] instanceof Error) causes.push(cause.errors[0].message)
  }
  return causes.length > 0 ? `${error.message}: ${causes.join(': ')}` : error.message
}
