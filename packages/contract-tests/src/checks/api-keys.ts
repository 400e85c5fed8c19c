import { type Check, check, type FullRun, field, type Node } from '../check.js'

/**
 * The key-management operations and scopes: the kit's key must hold `keys:manage` (an account's
 * first key does). A read-only key made here is used, refused on writes, revoked, and then refused
 * with 401; it is the only key the run makes, and it ends revoked.
 */
export function apiKeyChecks({ kit, options, run, needsCode }: FullRun): Check[] {
  const reader: { id?: string; key?: string } = {}
  const readerName = `ct-${run}-reader`
  const needsReader = () => {
    if (!reader.id || !reader.key) throw new Error('an earlier step failed to create the read-only key this one needs')
    return { id: reader.id, key: reader.key }
  }
  return [
    check('createApiKey', 'creates a read-only key, shown once and listed without the secret (201)', async () => {
      const created = await kit.call('createApiKey', { body: { name: readerName, scopes: ['qrcodes:read'] } })
      if (created.status === 403) {
        kit.expect(created, false, "the kit needs a key with the keys:manage scope (an account's first key has it)")
        return
      }
      kit.expect(created, created.status === 201, 'expected 201')
      const key = field(created, 'key')
      kit.expect(created, typeof key === 'string' && /^dqr_[0-9A-Za-z]{32,}$/.test(key), 'key must be a dqr_ key')
      kit.expect(created, JSON.stringify(field(created, 'scopes')) === '["qrcodes:read"]', 'scopes as asked')
      reader.id = String(field(created, 'id'))
      reader.key = String(key)
      const list = await kit.call('listApiKeys')
      const keys = (field(list, 'data') ?? []) as Node[]
      kit.expect(
        list,
        keys.some((k) => k.id === reader.id),
        'the new key must be listed',
      )
      kit.expect(list, !list.text.includes(reader.key), 'the list must never show a key itself')
    }),
    check(
      'createQrCode',
      'answers a read-only key 403 FORBIDDEN naming the scope on writes, 200 on reads',
      async () => {
        const { key } = needsReader()
        const read = await kit.call('getQrCode', { apiKey: key, params: { shortId: needsCode() } })
        kit.expect(read, read.status === 200, 'a qrcodes:read key must read codes')
        const writes = [
          await kit.call('createQrCode', { apiKey: key, body: { targetUrl: 'https://example.com/' } }),
          await kit.call('deleteQrCode', { apiKey: key, params: { shortId: needsCode() } }),
        ]
        for (const write of writes) {
          kit.expect(write, write.status === 403, 'a read-only key must get 403 on a write')
          kit.expect(
            write,
            field(write, 'message') === 'This API key lacks the scope qrcodes:write',
            'the message must name the missing scope',
          )
        }
        const keys = await kit.call('listApiKeys', { apiKey: key })
        kit.expect(keys, keys.status === 403, 'a key without keys:manage must get 403 on /keys')
      },
    ),
    check(
      'revokeApiKey',
      "answers another account's key id exactly like a missing one (404)",
      async () => {
        const { id } = needsReader()
        const other = await kit.call('revokeApiKey', { apiKey: String(options.otherApiKey), params: { keyId: id } })
        kit.expect(
          other,
          other.status === 404 || other.status === 403,
          "another account's key must get 404 (or 403 without keys:manage)",
        )
        if (other.status === 404)
          kit.expect(other, field(other, 'message') === 'API key not found', 'message "API key not found"')
        const still = await kit.call('listQrCodes', { apiKey: needsReader().key })
        kit.expect(still, still.status === 200, 'the key must still work')
      },
      options.otherApiKey ? undefined : 'needs --other-api-key (a key of a second account)',
    ),
    check('revokeApiKey', 'revokes a key (204): 401 on its very next request, 404 on a second revoke', async () => {
      const { id, key } = needsReader()
      const revoked = await kit.call('revokeApiKey', { params: { keyId: id } })
      kit.expect(revoked, revoked.status === 204, 'expected 204')
      const next = await kit.call('listQrCodes', { apiKey: key })
      kit.expect(next, next.status === 401, 'a revoked key must get 401 on its very next request')
      const again = await kit.call('revokeApiKey', { params: { keyId: id } })
      kit.expect(again, again.status === 404, 'a second revoke must get 404')
    }),
  ]
}
