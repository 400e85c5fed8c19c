/**
 * The members page's script (bundled to /assets/members-page.js): the account's people with a
 * role select and a remove button each (admins and owners; only an owner gives or takes the owner
 * role), invite someone by email and role (the link shown to copy when no e-mail went out), the
 * pending invitations with revoke. Editors and viewers are told that admins manage members.
 * Refusals (the last owner, the members cap) are the API's words.
 * @markup ./members-html.ts
 */
import {
  accountShell,
  attempt,
  byId,
  cell,
  type Me,
  say,
  startSession,
  when,
} from '../account-pages/session.browser.js'
import { confirmAction } from '../shared/dialog.browser.js'
import { el } from '../shared/dom.browser.js'
import { copyText } from '../shared/feedback.browser.js'
import { call, type Role } from './api.browser.js'
import { ROLE_CHOICES, ROLE_LABELS } from './roles.js'

interface Member {
  userId: string
  email: string
  name: string
  role: Role
  createdAt: string
}
interface Invitation {
  id: string
  /** `null` for a setup link. */
  email: string | null
  role: Role
  createdAt: string
  expiresAt: string
}
interface Created extends Invitation {
  link: string
  emailed: boolean
}

const shell = accountShell()
const root = shell.signedIn
const apiBase = shell.main.dataset.apiBase ?? '/api/v1'
const membersTable = byId<HTMLTableElement>(root, 'members-table')
const invitationsTable = byId<HTMLTableElement>(root, 'invitations-table')
const inviteForm = byId<HTMLFormElement>(root, 'invite')
const inviteRole = byId<HTMLSelectElement>(root, 'invite-role')
const inviteStatus = byId(root, 'invite-status')
const membersStatus = byId(root, 'members-status')
const invitationsStatus = byId(root, 'invitations-status')
const linkBox = byId<HTMLElement>(root, 'invite-link')
const linkValue = byId<HTMLInputElement>(root, 'invite-link-value')

/** The roles `me` may give: an owner all, an admin all but owner. */
const givable = (me: Me) => ROLE_CHOICES.filter(([role]) => role !== 'owner' || me.role === 'owner')

function roleSelect(me: Me, member: Member): HTMLElement {
  const label = `Role of ${member.name || member.email}`
  // An admin cannot change an owner (only an owner gives or takes ownership).
  if (member.role === 'owner' && me.role !== 'owner') return el('span', {}, ROLE_LABELS.owner)
  const select = el('select', { 'aria-label': label, name: 'role' })
  for (const [role, words] of givable(me))
    select.append(el('option', { value: role, selected: role === member.role }, words))
  select.addEventListener('change', () => {
    const role = select.value
    void attempt(async () => {
      try {
        await call(apiBase, 'PATCH', `/members/${encodeURIComponent(member.userId)}`, { role })
        say(`${member.name || member.email} is now ${ROLE_LABELS[role as Role]}.`, 'success', membersStatus)
        member.role = role as Role
      } catch (error) {
        select.value = member.role
        throw error
      }
    }, membersStatus)
  })
  return select
}

function removeButton(member: Member, self: boolean): HTMLButtonElement {
  const who = member.name || member.email
  const button = el(
    'button',
    { type: 'button', class: 'small', 'aria-label': self ? 'Leave this account' : `Remove ${who}` },
    self ? 'Leave' : 'Remove',
  )
  button.addEventListener('click', async () => {
    const confirmed = await confirmAction({
      title: self ? 'Leave this account?' : `Remove ${who}?`,
      text: self
        ? 'You lose access to its codes at once, and the keys you created stop working.'
        : `${who} is signed out of this account at once, and the keys they created stop working. You can invite them again later.`,
      confirm: self ? 'Leave' : 'Remove',
      danger: true,
    })
    if (!confirmed) return
    await attempt(async () => {
      await call(apiBase, 'DELETE', `/members/${encodeURIComponent(member.userId)}`)
      if (self) return location.assign('/dashboard')
      await refresh()
      say(`Removed ${who}.`, 'success', membersStatus)
    }, membersStatus)
  })
  return button
}

function renderMembers(me: Me, members: Member[]) {
  const body = membersTable.tBodies[0] as HTMLTableSectionElement
  body.replaceChildren()
  for (const member of members) {
    const self = member.userId === me.user?.id
    const row = body.insertRow()
    row.dataset.userId = member.userId
    cell(row, `${member.name}${self ? ' (you)' : ''}`).classList.add('key-name')
    cell(row, member.email, undefined, 'Email')
    const role = row.insertCell()
    role.dataset.label = 'Role'
    role.append(roleSelect(me, member))
    cell(row, when(member.createdAt), member.createdAt, 'Member since')
    const actions = row.insertCell()
    if (member.role !== 'owner' || me.role === 'owner') actions.append(removeButton(member, self))
  }
}

function renderInvitations(invitations: Invitation[]) {
  const body = invitationsTable.tBodies[0] as HTMLTableSectionElement
  body.replaceChildren()
  byId(root, 'no-invitations').hidden = invitations.length > 0
  invitationsTable.hidden = invitations.length === 0
  for (const invitation of invitations) {
    const row = body.insertRow()
    row.dataset.invitationId = invitation.id
    const whom = invitation.email ?? 'a setup link'
    cell(row, whom).classList.add('key-name')
    cell(row, ROLE_LABELS[invitation.role], undefined, 'Role')
    cell(row, when(invitation.createdAt), invitation.createdAt, 'Sent')
    cell(row, when(invitation.expiresAt), invitation.expiresAt, 'Expires')
    const revoke = el(
      'button',
      { type: 'button', class: 'small', 'aria-label': `Revoke the invitation of ${whom}` },
      'Revoke',
    )
    revoke.addEventListener(
      'click',
      () =>
        void attempt(async () => {
          await call(apiBase, 'DELETE', `/invitations/${encodeURIComponent(invitation.id)}`)
          await refresh()
          say(`Revoked the invitation of ${whom}: its link no longer works.`, 'success', invitationsStatus)
        }, invitationsStatus),
    )
    row.insertCell().append(revoke)
  }
}

async function refresh() {
  const me = session.me()
  const [members, invitations] = await Promise.all([
    call<{ data: Member[] }>(apiBase, 'GET', '/members'),
    call<{ data: Invitation[] }>(apiBase, 'GET', '/invitations'),
  ])
  renderMembers(me, members.data)
  renderInvitations(invitations.data)
}

const session = startSession(shell, async (_client, me) => {
  const manages = me.scopes.includes('keys:manage')
  byId(root, 'members-denied').hidden = manages
  for (const part of [inviteForm, byId(root, 'members-list'), byId(root, 'invitations')]) part.hidden = !manages
  if (!manages) return
  if (me.role !== 'owner') inviteRole.querySelector('option[value="owner"]')?.remove()
  await refresh()
})

inviteForm.addEventListener('submit', (event) => {
  event.preventDefault()
  if (!inviteForm.reportValidity()) return
  const data = new FormData(inviteForm)
  const email = String(data.get('email') ?? '').trim()
  void attempt(async () => {
    const created = await call<Created>(apiBase, 'POST', '/invitations', { email, role: String(data.get('role')) })
    inviteForm.reset()
    if (created.emailed) {
      linkBox.hidden = true
      say(`Invited ${created.email}: the invitation is on its way by e-mail.`, 'success', inviteStatus)
    } else {
      byId(root, 'invite-link-email').textContent = created.email ?? email
      linkValue.value = created.link
      linkBox.hidden = false
      linkValue.focus()
      linkValue.select()
    }
    await refresh()
  }, inviteStatus)
})

byId(root, 'copy-invite').addEventListener('click', async () => {
  if (!(await copyText(linkValue.value, 'The invitation link is', byId(root, 'invite-link-status')))) linkValue.select()
})
byId(root, 'invite-link-done').addEventListener('click', () => {
  linkValue.value = ''
  linkBox.hidden = true
})
