import type { Role, Scope } from '@dynqr/contract'
import { describe, expect, it } from 'vitest'
import { scopesWithinRole } from '../../../src/domain/keys/role-scopes.js'

const ALL: Scope[] = ['qrcodes:read', 'qrcodes:write', 'keys:manage']

describe('a member’s key within their role', () => {
  it.each<[string, Scope[], Role, Scope[]]>([
    ['an owner keeps every scope', ALL, 'owner', ['qrcodes:write', 'keys:manage']],
    ['an admin keeps keys:manage', ['keys:manage'], 'admin', ['keys:manage']],
    ['an editor loses keys:manage', ['qrcodes:write', 'keys:manage'], 'editor', ['qrcodes:write']],
    ['a viewer keeps only reading', ['qrcodes:write', 'keys:manage'], 'viewer', ['qrcodes:read']],
    ['a read-only key stays read-only', ['qrcodes:read'], 'owner', ['qrcodes:read']],
    ['a keys-only key of an editor holds nothing', ['keys:manage'], 'editor', []],
  ])('%s', (_, held, role, want) => {
    expect(scopesWithinRole(held, role)).toEqual(want)
  })
})
