import { type Check, check, type FullRun } from '../check.js'

type Domain = {
  id: string
  hostname: string
  status: string
  verification: { type: string; name: string; value: string }
}

/**
 * /domains (issue #42): a hostname added pending with its TXT record, refused verification while
 * no record exists (names under `.invalid` never resolve, RFC 2606), no code on a pending domain,
 * the hostname rules, one hostname for one account (with the other key), and delete. Every
 * domain the run adds is deleted at the end, whatever happened.
 */
export function domainChecks({ kit, run, site, options }: FullRun): Check[] {
  const hostname = `ct-${run}.dynqr-contract.invalid`
  const made = new Set<string>()
  kit.onFinish(async () => {
    for (const id of made) await kit.call('deleteDomain', { params: { id } })
  })
  return [
    check(
      'createDomain',
      'adds a hostname pending with its TXT record (201); verify answers 422 DOMAIN_NOT_VERIFIED while no record exists',
      async () => {
        const created = await kit.call('createDomain', { body: { hostname: hostname.toUpperCase() } })
        kit.require(created, created.status === 201, 'must answer 201')
        const domain = created.json as Domain
        made.add(domain.id)
        kit.expect(created, domain.hostname === hostname, 'the hostname must be kept in lower case')
        kit.expect(created, domain.status === 'pending', 'a new domain must be pending')
        kit.expect(
          created,
          domain.verification.type === 'TXT' && domain.verification.name === `_dynqr.${hostname}`,
          'its record must be the TXT record _dynqr.<hostname>',
        )
        const listed = await kit.call('listDomains')
        const ids = ((listed.json as { data?: Domain[] }).data ?? []).map((d) => d.id)
        kit.expect(listed, listed.status === 200 && ids.includes(domain.id), 'the list must hold the new domain')
        const read = await kit.call('getDomain', { params: { id: domain.id } })
        kit.expect(read, read.status === 200, 'the domain must be readable (200)')
        const verify = await kit.call('verifyDomain', { params: { id: domain.id } })
        kit.expect(verify, verify.status === 422, 'verify must answer 422 while no TXT record exists')
        kit.expect(
          verify,
          (verify.json as { error?: string } | undefined)?.error === 'DOMAIN_NOT_VERIFIED',
          'with error DOMAIN_NOT_VERIFIED',
        )
        const code = await kit.call('createQrCode', { body: { targetUrl: 'https://example.com/', domain: hostname } })
        kit.expect(code, code.status === 422, 'a code on a pending domain must be refused (422 DOMAIN_NOT_VERIFIED)')
      },
    ),
    check('createDomain', 'refuses an IP address, localhost and the deployment’s own host (400)', async () => {
      for (const refused of [
        '192.0.2.1',
        '[2001:db8::1]',
        'localhost',
        `ct-${run}.localhost`,
        new URL(site).hostname,
      ]) {
        const answer = await kit.call('createDomain', { body: { hostname: refused } })
        kit.expect(answer, answer.status === 400, `${refused} must be refused (400)`)
        if (answer.status === 201) made.add((answer.json as Domain).id)
      }
    }),
    check(
      'createDomain',
      'keeps a hostname to one account: another account’s key gets 409 CONFLICT',
      async () => {
        const taken = await kit.call('createDomain', {
          apiKey: String(options.otherApiKey),
          body: { hostname },
        })
        kit.expect(taken, taken.status === 409, 'the same hostname for another account must answer 409')
        if (taken.status === 201) {
          const id = (taken.json as Domain).id
          await kit.call('deleteDomain', { apiKey: String(options.otherApiKey), params: { id } })
        }
      },
      options.otherApiKey ? undefined : 'needs --other-api-key (a key of a second account)',
    ),
    check('deleteDomain', 'deletes a domain no code uses (204), then answers 404', async () => {
      const created = await kit.call('createDomain', { body: { hostname: `ct-${run}-gone.dynqr-contract.invalid` } })
      kit.require(created, created.status === 201, 'must answer 201')
      const { id } = created.json as Domain
      made.add(id)
      const deleted = await kit.call('deleteDomain', { params: { id } })
      kit.expect(deleted, deleted.status === 204, 'an unused domain must be deleted (204)')
      if (deleted.status === 204) made.delete(id)
      const gone = await kit.call('getDomain', { params: { id } })
      kit.expect(gone, gone.status === 404, 'a deleted domain must answer 404')
      const again = await kit.call('deleteDomain', { params: { id } })
      kit.expect(again, again.status === 404, 'deleting it again must answer 404')
    }),
  ]
}
