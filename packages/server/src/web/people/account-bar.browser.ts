/**
 * The account shell of the signed-in pages: the person and their role, the account switcher
 * (PATCH /session {accountId}, then the page reloads on the other account), Sign out
 * (DELETE /session) and Sign out everywhere (DELETE /sessions). Either way out leads to the
 * sign-in page. Its markup is account-bar-markup.ts; the page places its root.
 */
import { byId, el, fromMarkup } from '../shared/dom.browser.js'
import { explain, say } from '../shared/feedback.browser.js'
import { ACCOUNT_BAR } from './account-bar-markup.js'
import { call, type Me, ROLE_LABELS } from './api.browser.js'

/** The account shell for `me`; returns its root for the page to place. */
export function mountAccountBar(apiBase: string, me: Me): { root: HTMLElement } {
  const root = fromMarkup(ACCOUNT_BAR)
  const status = byId(root, 'account-status')
  byId(root, 'account-user').textContent = me.user ? me.user.name || me.user.email : (me.key?.name ?? 'a key')
  if (me.user) byId(root, 'account-user').title = me.user.email
  byId(root, 'account-role').textContent = me.role ? ROLE_LABELS[me.role] : ''
  byId(root, 'account-name').textContent = me.account.name
  const select = byId<HTMLSelectElement>(root, 'account-switch')
  if (me.accounts.length > 1) {
    byId(root, 'account-single').hidden = true
    byId(root, 'account-switch-form').hidden = false
    for (const account of me.accounts) {
      select.append(
        el(
          'option',
          { value: account.id, selected: account.id === me.account.id },
          `${account.name} (${ROLE_LABELS[account.role]})`,
        ),
      )
    }
  }
  select.addEventListener('change', async () => {
    say('Switching account…', 'info', status)
    try {
      await call(apiBase, 'PATCH', '/session', { accountId: select.value })
      location.reload()
    } catch (error) {
      select.value = me.account.id
      say(explain(error), 'error', status)
    }
  })
  const leave = (path: string, words: string) => async () => {
    try {
      await call(apiBase, 'DELETE', path)
      location.assign(`/signin?signed_out=${words}`)
    } catch (error) {
      say(explain(error), 'error', status)
    }
  }
  byId(root, 'sign-out').addEventListener('click', leave('/session', 'here'))
  byId(root, 'sign-out-everywhere').addEventListener('click', leave('/sessions', 'everywhere'))
  return { root }
}
