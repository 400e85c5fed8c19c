/**
 * Whether a public URL names this machine only (localhost, 127.0.0.0/8, ::1, 0.0.0.0): codes made
 * there encode an address a phone cannot open. The start banner and the dashboard warn about it.
 */
export function isLoopbackUrl(url: string): boolean {
  let host: string
  try {
    host = new URL(url).hostname.toLowerCase()
  } catch {
    return false
  }
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(host) ||
    host === '[::1]' ||
    host === '0.0.0.0' ||
    host === '[::]'
  )
}
