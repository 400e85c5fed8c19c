import {
  optionsContrastProblem,
  type QrCodeOptions,
  type ResolvedQrCodeOptions,
  resolveQrCodeOptions,
} from '@dynqr/contract'
import type { Logo } from '@dynqr/render'
import { DomainError } from '../domain-error.js'
import type { DrawScope, ScanGuard } from '../images/scan-guard.js'

/** The account's uploaded images as the renderer draws them (data: URLs), decoded once and cached. */
export interface LogoSource {
  /** `null` when the account has no asset with this id (another account's included). */
  logo(accountId: string, assetId: string): Promise<Logo | null>
}

export interface StyleCheckDeps {
  /** The scan guard; without it styles are stored unchecked (unit tests of other things). */
  guard?: ScanGuard
  /** Where `image` ids are looked up; without it no `image` is accepted. */
  logos?: LogoSource
}

export const UNKNOWN_ASSET_MESSAGE = 'qrCodeOptions.image is not an asset of this account'

/**
 * Every rule a style must keep before it is stored, in order of cost: defaults filled in, the
 * contrast rule for every colour and gradient stop, the margin, the image an asset of the account,
 * and last the scan guard, which draws `text` with it and decodes it (PRODUCT.md, "Branded,
 * print-ready codes"). Throws the contract's error; answers the resolved options. The guard's
 * draws are the request's `scope` (charged to its account; a new scope of `accountId` without one).
 */
export async function checkedOptions(
  accountId: string,
  input: QrCodeOptions | undefined,
  text: string,
  deps: StyleCheckDeps,
  scope?: DrawScope,
): Promise<ResolvedQrCodeOptions> {
  const options = resolveQrCodeOptions(input)
  const contrast = optionsContrastProblem(options)
  if (contrast) throw DomainError.invalidField(contrast.field, contrast.message)
  if (options.margin * 4 > Math.min(options.width, options.height)) {
    throw DomainError.invalidField(
      'qrCodeOptions.margin',
      `qrCodeOptions.margin must be at most a quarter of the smaller side (${Math.floor(Math.min(options.width, options.height) / 4)} px here), so the code keeps room to scan`,
    )
  }
  const logo = await logoOf(accountId, options, deps.logos)
  const guard = deps.guard
  const problem = guard ? await guard.problem(text, options, logo, scope ?? guard.scope(accountId)) : null
  if (problem) throw new DomainError('UNSCANNABLE', problem.message, [problem])
  return options
}

/** The logo of options with an `image`; a `400` naming the field when it is not the account's. */
export async function logoOf(
  accountId: string,
  options: ResolvedQrCodeOptions,
  logos: LogoSource | undefined,
): Promise<Logo | undefined> {
  if (options.image === undefined) return undefined
  const logo = await logos?.logo(accountId, options.image)
  if (!logo) throw DomainError.invalidField('qrCodeOptions.image', UNKNOWN_ASSET_MESSAGE)
  return logo
}
