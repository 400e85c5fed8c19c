/**
 * The Domains page's script (bundled to /assets/domains-page.js): the account's custom domains,
 * one card each (domain-card.browser.ts), and the form that adds one (admins and owners:
 * `keys:manage`). Editors and viewers read the domains and are told who manages them.
 * @markup ./domains-html.ts
 */
import { type Domain, Domains } from '@dynqr/sdk'
import { accountShell, attempt, byId, say, startSession } from '../account-pages/session.browser.js'
import { domainCard } from './domain-card.browser.js'

const shell = accountShell()
const root = shell.signedIn
const form = byId<HTMLFormElement>(root, 'add-domain')
const formStatus = byId(root, 'add-domain-status')
const list = byId<HTMLUListElement>(root, 'domain-list')
const listStatus = byId(root, 'domains-status')
let manage = false

const domains = () => new Domains(session.client())

function render(all: Domain[]): void {
  byId(root, 'no-domains').hidden = all.length > 0
  list.replaceChildren(...all.map((domain) => domainCard(domain, { domains, manage, changed: refresh })))
}

async function refresh(): Promise<void> {
  render(await domains().list())
}

const session = startSession(shell, async (_client, me) => {
  manage = me.scopes.includes('keys:manage')
  form.hidden = !manage
  byId(root, 'domains-read-only').hidden = manage
  await attempt(refresh, listStatus)
})

form.addEventListener('submit', (event) => {
  event.preventDefault()
  if (!form.reportValidity()) return
  const hostname = String(new FormData(form).get('hostname') ?? '').trim()
  say('Adding…', 'info', formStatus)
  void attempt(async () => {
    const added = await domains().create({ hostname })
    form.reset()
    await refresh()
    say(`Added ${added.hostname}: publish its TXT record below, then verify it.`, 'success', formStatus)
  }, formStatus)
})
