/**
 * The edit page's Routing card (issue #43; PRODUCT.md "Where a scan goes"): rules that read as
 * sentences, the app stores' preset, an A/B split with its shares, the password (set, changed or
 * removed; never shown back), query forwarding, the UTM builder with the address it makes, and
 * "try a scan". A part: it owns its markup (routing-card-markup.ts) and looks up only inside it.
 * The page places it in the form, fills it with each code shown (`fill`), and adds `changes` (the
 * routing fields that differ from the code's) to what its Save sends; a refused save naming
 * `rules.2.targetUrl` is shown beside that rule's control by the page (field-problem.browser.ts).
 */
import type { QrCode, UpdateQrCodeRequest } from '@dynqr/contract'
import type { Dynqr } from '@dynqr/sdk'
import { byId, fromMarkup } from '../shared/dom.browser.js'
import { routingCardHtml } from './routing-card-markup.js'
import { appStoreRules, sameValue, type Utm } from './routing-model.browser.js'
import { watchProblems } from './routing-problems.browser.js'
import { mountRules } from './routing-rules.browser.js'
import { mountTryScan } from './routing-try.browser.js'
import { mountVariants } from './routing-variants.browser.js'

export interface RoutingCard {
  root: HTMLElement
  /** Shows a code's routing (after loading and after each save). */
  fill(code: QrCode): void
  /** The routing fields the card changed, against the code shown: what the page's Save adds. */
  changes(): Partial<UpdateQrCodeRequest>
}

const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const

/** The address a scan arrives at: the target with the UTM parameters it lacks. */
export function withUtm(target: string, utm: Utm | null): string {
  if (!utm) return target
  try {
    const url = new URL(target)
    for (const key of UTM_KEYS) {
      const value = utm[key]
      if (value && !url.searchParams.has(`utm_${key}`)) url.searchParams.append(`utm_${key}`, value)
    }
    return url.href
  } catch {
    return target
  }
}

export function mountRoutingCard(source: { client: () => Dynqr | undefined; shortId: string }): RoutingCard {
  const root = fromMarkup(routingCardHtml())
  let code: QrCode | undefined
  const utmInputs = [
    ['source', byId<HTMLInputElement>(root, 'utm-source')],
    ['medium', byId<HTMLInputElement>(root, 'utm-medium')],
    ['campaign', byId<HTMLInputElement>(root, 'utm-campaign')],
    ['term', byId<HTMLInputElement>(root, 'utm-term')],
    ['content', byId<HTMLInputElement>(root, 'utm-content')],
  ] as const
  const utmPreview = byId(root, 'utm-preview')
  const forwardQuery = byId<HTMLInputElement>(root, 'forward-query')
  const password = byId<HTMLInputElement>(root, 'password')
  const passwordState = byId(root, 'password-state')
  const passwordRemove = byId<HTMLButtonElement>(root, 'password-remove')
  let removePassword = false

  const utm = (): Utm | null => {
    const given = Object.fromEntries(
      utmInputs.map(([key, input]) => [key, input.value.trim()]).filter(([, value]) => value !== ''),
    )
    return Object.keys(given).length > 0 ? (given as Utm) : null
  }
  const showUtm = () => {
    utmPreview.textContent = code ? withUtm(code.targetUrl, utm()) : ''
  }
  const showPassword = () => {
    const has = code?.hasPassword ?? false
    passwordState.textContent = removePassword
      ? 'The password will be removed when you save.'
      : has
        ? 'A password is set: scanners type it before they go on. Type a new one to change it.'
        : 'No password: every scan goes straight on. Type one to ask scanners for it.'
    passwordRemove.hidden = !has
    passwordRemove.textContent = removePassword ? 'Keep the password' : 'Remove the password'
    password.disabled = removePassword
  }

  const addRule = byId<HTMLButtonElement>(root, 'add-rule')
  const rules = mountRules(byId<HTMLOListElement>(root, 'rules-list'), () => {
    addRule.disabled = !rules.room(1)
  })
  // A new rule starts as "the phone runs iOS"; the person types its target, then changes or adds conditions.
  addRule.addEventListener('click', () => rules.add([{ if: { os: 'iOS' }, targetUrl: '' }]))
  const variants = mountVariants(
    byId<HTMLOListElement>(root, 'variants-list'),
    byId(root, 'variants-sum'),
    byId<HTMLButtonElement>(root, 'add-variant'),
    () => code?.targetUrl ?? '',
  )
  mountAppStores(root, rules)
  watchProblems(root)

  const changes = (): Partial<UpdateQrCodeRequest> => {
    if (!code) return {}
    const now = {
      rules: rules.value(),
      variants: variants.value(),
      forwardQuery: forwardQuery.checked,
      utm: utm(),
    }
    const changed: Partial<UpdateQrCodeRequest> = Object.fromEntries(
      Object.entries(now).filter(([key, value]) => !sameValue(value, code?.[key as keyof typeof now])),
    )
    if (removePassword) changed.password = null
    else if (password.value !== '') changed.password = password.value
    return changed
  }

  passwordRemove.addEventListener('click', () => {
    removePassword = !removePassword
    if (removePassword) password.value = ''
    showPassword()
  })
  for (const [, input] of utmInputs) input.addEventListener('input', showUtm)
  mountTryScan(root, { ...source, unsaved: () => Object.keys(changes()).length > 0 })

  return {
    root,
    fill(shown) {
      code = shown
      rules.fill(shown.rules)
      variants.fill(shown.variants)
      forwardQuery.checked = shown.forwardQuery
      for (const [key, input] of utmInputs) input.value = shown.utm?.[key] ?? ''
      password.value = ''
      removePassword = false
      showPassword()
      showUtm()
    },
    changes,
  }
}

/** "App stores…": asks for the two store URLs, then adds the two rules. */
function mountAppStores(root: HTMLElement, rules: ReturnType<typeof mountRules>): void {
  const open = byId<HTMLButtonElement>(root, 'app-stores')
  const form = byId(root, 'app-stores-form')
  const ios = byId<HTMLInputElement>(root, 'app-store-url')
  const android = byId<HTMLInputElement>(root, 'play-store-url')
  const close = () => {
    form.hidden = true
    open.setAttribute('aria-expanded', 'false')
    open.focus()
  }
  open.setAttribute('aria-expanded', 'false')
  open.setAttribute('aria-controls', 'app-stores-form')
  open.addEventListener('click', () => {
    form.hidden = false
    open.setAttribute('aria-expanded', 'true')
    ios.focus()
  })
  byId<HTMLButtonElement>(root, 'app-stores-cancel').addEventListener('click', close)
  byId<HTMLButtonElement>(root, 'app-stores-add').addEventListener('click', () => {
    if (!rules.room(2)) {
      ios.setCustomValidity('A code has at most 20 rules: remove two first.')
      ios.reportValidity()
      return
    }
    ios.setCustomValidity('')
    form.hidden = true
    open.setAttribute('aria-expanded', 'false')
    rules.add(appStoreRules(ios.value.trim(), android.value.trim()))
    ios.value = ''
    android.value = ''
  })
}
