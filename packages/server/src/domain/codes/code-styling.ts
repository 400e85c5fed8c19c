import type { QrCodeOptions, ResolvedQrCodeOptions, UpdateQrCodeRequest } from '@dynqr/contract'
import type { StyleRecord } from '../branding/style-repository.js'
import type { DomainService } from '../domains/domain-service.js'
import { DomainError } from '../domain-error.js'
import type { QrCodeRecord } from '../records.js'
import { STYLE_AND_OPTIONS_MESSAGE } from './qr-code-refusals.js'

/**
 * The styling a create or update asks for: a template's options (copied into the code, which
 * the template's changes then rewrite: style-repository.ts), options of its own (which detach
 * it from a template), or `styleId: null` alone (detached, keeping the template's options).
 * Both at once is a `400`. `template`: the account's template by id (none: no templates);
 * `checked`: options filled in and checked with the code's own text by the scan guard, a
 * template's too.
 */
export async function stylingOf(
  input: Pick<UpdateQrCodeRequest, 'qrCodeOptions' | 'styleId'>,
  template: ((styleId: string) => Promise<StyleRecord>) | undefined,
  checked: (options: QrCodeOptions | undefined) => Promise<ResolvedQrCodeOptions>,
): Promise<Partial<Pick<QrCodeRecord, 'options' | 'styleId'>>> {
  const { styleId, qrCodeOptions } = input
  if (styleId != null && qrCodeOptions !== undefined) {
    throw DomainError.invalidField('styleId', STYLE_AND_OPTIONS_MESSAGE)
  }
  if (styleId != null) {
    if (!template) throw DomainError.invalidField('styleId', 'styleId is not a style template of this account')
    const style = await template(styleId)
    return { options: await checked(style.options), styleId }
  }
  if (qrCodeOptions !== undefined) return { options: await checked(qrCodeOptions), styleId: null }
  return styleId === null ? { styleId: null } : {}
}

/** The verified custom domain a create names (issue #42), or null: the site's own host. */
export async function codeDomain(
  domains: Pick<DomainService, 'forCode'> | undefined,
  accountId: string,
  raw: string | undefined,
): Promise<string | null> {
  if (raw === undefined) return null
  if (!domains) throw DomainError.invalidField('domain', 'domain is not a custom domain of this account')
  return domains.forCode(accountId, raw)
}
