/**
 * One domain of the Domains page, built here (no server markup): its hostname and status, the TXT
 * record to publish (name and value, each with a copy button), Verify with the DNS's answer in
 * words, where `/` and unknown ids go, and Delete (confirmed; refused while codes use it, and the
 * page says why). `manage: false` (an editor, a viewer): the same facts, no buttons.
 */
import { DOMAIN_STATUS_LABELS } from '@dynqr/contract'
import { ConflictError, type Domain, DomainNotVerifiedError, type Domains } from '@dynqr/sdk'
import { attempt, say, when } from '../account-pages/session.browser.js'
import { confirmAction } from '../shared/dialog.browser.js'
import { button, el } from '../shared/dom.browser.js'
import { copyText } from '../shared/feedback.browser.js'

export interface DomainCardOptions {
  domains: () => Domains
  manage: boolean
  /** The list changed (verified, deleted): the page reloads it. */
  changed: () => Promise<void>
}

/** A read-only field with its label and a copy button. */
function copyField(label: string, value: string, what: string, status: HTMLElement): HTMLElement {
  const input = el('input', { type: 'text', readonly: true, value, class: 'key-value', spellcheck: 'false' })
  const copy = button(
    'Copy',
    () => {
      void copyText(value, what, status).then((copied) => copied || input.select())
    },
    { class: 'small', 'aria-label': `Copy the ${label.toLowerCase()}` },
  )
  return el('div', { class: 'copy-field' }, el('label', {}, el('span', { class: 'field-label' }, label), input), copy)
}

/** The TXT record to publish, and Verify. */
function recordPart(domain: Domain, options: DomainCardOptions, status: HTMLElement): HTMLElement {
  const part = el(
    'div',
    { class: 'domain-record' },
    el(
      'p',
      {},
      domain.status === 'verified'
        ? `Verified ${when(domain.verifiedAt ?? domain.createdAt)}. Keep this TXT record: it proves the name is yours.`
        : 'Publish this TXT record at your DNS provider, then verify. DNS changes can take a few minutes to arrive.',
    ),
    copyField('Record name', domain.verification.name, 'The record name is', status),
    copyField('Record value', domain.verification.value, 'The record value is', status),
  )
  if (options.manage && domain.status === 'pending') {
    part.append(
      el(
        'div',
        { class: 'actions' },
        button('Verify', () => void verify(domain, options, status), {
          class: 'primary small',
          'aria-label': `Verify ${domain.hostname}`,
        }),
      ),
    )
  }
  return part
}

async function verify(domain: Domain, options: DomainCardOptions, status: HTMLElement): Promise<void> {
  say('Looking the TXT record up…', 'info', status)
  try {
    await options.domains().verify(domain.id)
    await options.changed()
    say(`${domain.hostname} is verified: you can now create codes on it.`, 'success')
  } catch (error) {
    if (error instanceof DomainNotVerifiedError) {
      say(
        `Not verified yet. ${error.message}. If you just added the record, wait a few minutes and try again.`,
        'error',
        status,
      )
      return
    }
    await attempt(() => Promise.reject(error), status)
  }
}

/** Where `/` and unknown ids go on the domain; `null` answers 404. */
function redirectsPart(domain: Domain, options: DomainCardOptions): HTMLElement {
  const field = (name: 'rootRedirectUrl' | 'notFoundUrl', label: string, hint: string) =>
    el(
      'label',
      {},
      el('span', { class: 'field-label' }, label),
      el('input', {
        type: 'url',
        name,
        value: domain[name] ?? '',
        maxlength: 2048,
        inputmode: 'url',
        placeholder: 'https://example.com/',
        readonly: !options.manage,
      }),
      el('span', { class: 'hint' }, hint),
    )
  const status = el('p', { class: 'feedback', role: 'status', 'aria-live': 'polite' })
  const form = el(
    'form',
    { class: 'domain-redirects', novalidate: true, 'aria-label': `Redirects of ${domain.hostname}` },
    el(
      'div',
      { class: 'row' },
      field('rootRedirectUrl', 'Where the bare domain goes', `${domain.hostname}/ with no code; empty: a 404 page.`),
      field('notFoundUrl', 'Where unknown codes go', 'A code that is not on this domain; empty: a 404 page.'),
    ),
  )
  if (options.manage) {
    form.append(
      el('div', { class: 'actions' }, el('button', { type: 'submit', class: 'small' }, 'Save redirects'), status),
    )
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      const data = new FormData(form)
      const value = (name: string) => String(data.get(name) ?? '').trim() || null
      void attempt(async () => {
        const saved = await options.domains().update(domain.id, {
          rootRedirectUrl: value('rootRedirectUrl'),
          notFoundUrl: value('notFoundUrl'),
        })
        Object.assign(domain, saved)
        say('Redirects saved.', 'success', status)
      }, status)
    })
  }
  return form
}

async function remove(domain: Domain, options: DomainCardOptions, status: HTMLElement): Promise<void> {
  const confirmed = await confirmAction({
    title: `Delete ${domain.hostname}?`,
    text: 'Codes can no longer be created on it. A domain that codes use cannot be deleted: their printed links must keep working.',
    confirm: 'Delete domain',
    danger: true,
  })
  if (!confirmed) return
  try {
    await options.domains().delete(domain.id)
    await options.changed()
    say(`Deleted ${domain.hostname}.`, 'success')
  } catch (error) {
    if (error instanceof ConflictError) {
      say(
        `${domain.hostname} stays: ${error.message}. Codes keep the domain they were created on (deleted codes too, so their id is never served elsewhere), so a domain in use is never deleted.`,
        'error',
        status,
      )
      return
    }
    await attempt(() => Promise.reject(error), status)
  }
}

/** The card of `domain`. */
export function domainCard(domain: Domain, options: DomainCardOptions): HTMLElement {
  const status = el('p', { class: 'feedback', role: 'status', 'aria-live': 'polite' })
  const head = el(
    'div',
    { class: 'domain-head' },
    el('h3', {}, domain.hostname),
    el(
      'span',
      { class: 'badge', 'data-status': domain.status === 'verified' ? 'live' : 'expired' },
      DOMAIN_STATUS_LABELS[domain.status],
    ),
  )
  if (options.manage) {
    head.append(
      button('Delete', () => void remove(domain, options, status), {
        class: 'small',
        'aria-label': `Delete ${domain.hostname}`,
      }),
    )
  }
  const card = el('li', { class: 'domain', 'data-domain-id': domain.id }, head, recordPart(domain, options, status))
  if (domain.status === 'verified') card.append(redirectsPart(domain, options))
  card.append(status)
  return card
}
