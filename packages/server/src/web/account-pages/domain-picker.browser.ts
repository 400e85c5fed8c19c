/**
 * The create form's domain picker (issue #42): the account's verified custom domains, this
 * server's own address first and chosen by default. Hidden while the account has none. Pending
 * domains are left out: a code cannot be created on one.
 * @markup ./domain-picker-markup.ts
 */
import { type Dynqr, Domains } from '@dynqr/sdk'
import { el } from '../shared/dom.browser.js'
import { byId } from './session.browser.js'

export interface DomainPicker {
  /** Loads the verified domains (once the page knows the person may create codes). */
  load(): Promise<void>
  /** `{ domain }` for a custom domain, `{}` for this server's own address. */
  choice(): { domain?: string }
}

export function mountDomainPicker(root: HTMLElement, client: () => Dynqr): DomainPicker {
  const part = byId<HTMLElement>(root, 'domain-choice')
  const select = byId<HTMLSelectElement>(root, 'new-domain')
  byId<HTMLOptionElement>(root, 'own-host').textContent = `${location.host} (this server)`
  return {
    async load() {
      const verified = (await new Domains(client()).list()).filter((domain) => domain.status === 'verified')
      select.replaceChildren(select.options[0] as HTMLOptionElement)
      for (const domain of verified) select.append(el('option', { value: domain.hostname }, domain.hostname))
      part.hidden = verified.length === 0
    },
    choice() {
      return select.value === '' ? {} : { domain: select.value }
    },
  }
}
