/**
 * The stateful MSW handlers' custom domains (issue #42), remembered as the server remembers them:
 * added `pending` with a TXT record to publish, listed oldest first, 404 for an unknown id, 409
 * for a hostname already added or a domain a code uses. There is no DNS in a browser: `verify`
 * finds the record for names under `.example` (RFC 2606's documentation names, e.g.
 * `menu.example`), and answers `422 DOMAIN_NOT_VERIFIED` for every other name, as the server does
 * when the record is missing.
 */
import type { DomainStatus } from '@dynqr/contract'
import { HttpResponse } from 'msw'
import { errorResponse } from './errors.js'

type Handler = (request: Request, params: Record<string, string>) => Promise<Response>
type ErrorAnswer = (status: number, op: string, fallback: string) => Response

interface Domain {
  id: string
  hostname: string
  status: DomainStatus
  verification: { type: 'TXT'; name: string; value: string }
  rootRedirectUrl: string | null
  notFoundUrl: string | null
  createdAt: string
  verifiedAt: string | null
}

const hex = (bytes: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('')
const one = (domain: Domain, status = 200) => HttpResponse.json({ success: true, ...domain }, { status })
const refuse = (status: number, error: string, message: string) =>
  HttpResponse.json({ error, message }, { status, headers: { 'cache-control': 'no-store' } })

/** Names the server refuses: IP literals, localhost and names under it. */
const refused = (hostname: string) =>
  /^[\d.]+$/.test(hostname) || hostname.includes(':') || hostname === 'localhost' || hostname.endsWith('.localhost')

/** The domains; `inUse(hostname)` says whether a code is on one. */
export function domainState(fail: ErrorAnswer, inUse: (hostname: string) => boolean) {
  const domains = new Map<string, Domain>()
  const found = (op: string, id: string | undefined, answer: (domain: Domain) => Response | Promise<Response>) => {
    const domain = domains.get(id ?? '')
    return domain ? answer(domain) : fail(404, op, 'Domain not found')
  }
  const handlers: Record<string, Handler> = {
    listDomains: async () => HttpResponse.json({ success: true, data: [...domains.values()] }),
    createDomain: async (request) => {
      const hostname = String(((await request.json()) as { hostname: string }).hostname)
        .trim()
        .toLowerCase()
        .replace(/\.$/, '')
      if (refused(hostname))
        return refuse(400, 'INVALID_REQUEST', `hostname ${hostname} is an IP address or under localhost`)
      if ([...domains.values()].some((d) => d.hostname === hostname)) {
        return refuse(409, 'CONFLICT', `The hostname ${hostname} belongs to an account already`)
      }
      const domain: Domain = {
        id: `dom_${hex(8)}`,
        hostname,
        status: 'pending',
        verification: { type: 'TXT', name: `_dynqr.${hostname}`, value: `dynqr-verify=${hex(16)}` },
        rootRedirectUrl: null,
        notFoundUrl: null,
        createdAt: new Date().toISOString(),
        verifiedAt: null,
      }
      domains.set(domain.id, domain)
      return one(domain, 201)
    },
    getDomain: async (_request, params) => found('getDomain', params.id, (domain) => one(domain)),
    updateDomain: async (request, params) =>
      found('updateDomain', params.id, async (domain) => {
        Object.assign(domain, (await request.json()) as Partial<Domain>)
        return one(domain)
      }),
    verifyDomain: async (_request, params) =>
      found('verifyDomain', params.id, (domain) => {
        if (domain.status === 'pending' && !domain.hostname.endsWith('.example')) {
          const { name, value } = domain.verification
          return refuse(422, 'DOMAIN_NOT_VERIFIED', `No TXT record at ${name} (ENOTFOUND); publish ${value} there`)
        }
        domain.status = 'verified'
        domain.verifiedAt ??= new Date().toISOString()
        return one(domain)
      }),
    deleteDomain: async (_request, params) =>
      found('deleteDomain', params.id, (domain) => {
        if (inUse(domain.hostname)) return refuse(409, 'CONFLICT', '1 QR codes use the domain; it cannot be deleted')
        domains.delete(domain.id)
        return new HttpResponse(null, { status: 204 })
      }),
  }
  return {
    handlers,
    clear: () => domains.clear(),
    /** A hostname's status, for a new code's `domain` (undefined: not a domain of the account). */
    statusOf: (hostname: string) => [...domains.values()].find((d) => d.hostname === hostname)?.status,
  }
}

/** Why a new code may not take `domain` (400 not the account's, 422 not verified yet); undefined when it may. */
export function refusedDomain(
  domainStatus: ((hostname: string) => DomainStatus | undefined) | undefined,
  domain: string,
): Response | undefined {
  const status = domainStatus?.(domain)
  if (status === undefined) {
    return errorResponse(400, {
      error: 'INVALID_REQUEST',
      message: `domain ${domain} is not a custom domain of this account`,
      details: [{ field: 'domain', message: `domain ${domain} is not a custom domain of this account` }],
    })
  }
  if (status === 'pending') {
    return errorResponse(422, {
      error: 'DOMAIN_NOT_VERIFIED',
      message: `The domain ${domain} is not verified yet; verify it first`,
    })
  }
  return undefined
}
