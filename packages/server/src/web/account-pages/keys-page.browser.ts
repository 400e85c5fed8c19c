/**
 * The key-management page's script (bundled to /assets/keys-page.js): list the account's keys,
 * create one (shown once, with a copy button) with only the scopes the person's role allows,
 * revoke one after a confirmation. A person without `keys:manage` (editors, viewers) is told that
 * admins manage keys. Its part is the signed-in body, keys-html.ts.
 * @markup ./keys-html.ts
 */

import { SCOPES } from '@dynqr/contract'
import type { ApiKey, Dynqr, Scope } from '@dynqr/sdk'
import { confirmAction } from '../shared/dialog.browser.js'
import { copyText } from '../shared/feedback.browser.js'
import { $, accountShell, attempt, byId, cell, say, startSession, when } from './session.browser.js'

const shell = accountShell()
const root = shell.signedIn
const table = byId<HTMLTableElement>(root, 'keys-table')
const createForm = byId<HTMLFormElement>(root, 'create-key')
const newKey = byId<HTMLElement>(root, 'new-key')
const newKeyValue = byId<HTMLInputElement>(root, 'new-key-value')
const keysStatus = byId(root, 'keys-status')
const createStatus = byId(root, 'create-key-status')
const newKeyStatus = byId(root, 'new-key-status')
const scopeBox = (scope: Scope) => $<HTMLInputElement>(`input[name="scope"][value="${scope}"]`, createForm)
const write = scopeBox('qrcodes:write')
const read = scopeBox('qrcodes:read')

/** Writing includes reading: with write ticked, read is ticked and locked. */
function syncScopes() {
  if (write.checked) read.checked = true
  read.disabled = write.checked
}
write.addEventListener('change', syncScopes)
syncScopes()

function statusOf(key: ApiKey): string {
  if (key.revokedAt !== null) return 'Revoked'
  if (key.expiresAt !== null && Date.parse(key.expiresAt) <= Date.now()) return 'Expired'
  return 'Active'
}

function render(keys: ApiKey[]) {
  const body = table.tBodies[0] as HTMLTableSectionElement
  body.replaceChildren()
  for (const key of keys) {
    const row = body.insertRow()
    row.dataset.keyId = key.id
    cell(row, key.name ?? '(no name)').classList.add('key-name')
    cell(row, `dqr_${key.prefix}…`, undefined, 'Key')
    cell(row, key.scopes.join(', '), undefined, 'Scopes')
    cell(row, when(key.createdAt), key.createdAt, 'Created')
    cell(row, key.lastUsedAt === null ? 'Never' : when(key.lastUsedAt), key.lastUsedAt ?? undefined, 'Last used')
    cell(row, key.expiresAt === null ? 'Never' : when(key.expiresAt), key.expiresAt ?? undefined, 'Expires')
    cell(row, statusOf(key), undefined, 'Status')
    const actions = row.insertCell()
    if (key.revokedAt === null) {
      const button = document.createElement('button')
      button.type = 'button'
      button.className = 'small'
      button.textContent = 'Revoke'
      button.setAttribute('aria-label', `Revoke the key ${key.name ?? key.prefix}`)
      button.addEventListener('click', () => void revoke(key))
      actions.append(button)
    }
  }
}

const refresh = async (client: Dynqr) => render(await client.keys.list())

/** Only the scopes the person's role holds are offered (the API refuses more). */
function offerScopes(held: readonly string[]) {
  for (const scope of SCOPES) scopeBox(scope).closest('label')?.toggleAttribute('hidden', !held.includes(scope))
  if (!held.includes('qrcodes:write')) write.checked = false
  syncScopes()
}

const session = startSession(shell, async (client, me) => {
  const manages = me.scopes.includes('keys:manage')
  byId(root, 'keys-denied').hidden = manages
  createForm.hidden = !manages
  byId(root, 'keys-list').hidden = !manages
  if (!manages) return
  offerScopes(me.scopes)
  await refresh(client)
})

async function revoke(key: ApiKey) {
  const name = key.name ?? key.prefix
  const confirmed = await confirmAction({
    title: 'Revoke this key?',
    text: `“${name}” (dqr_${key.prefix}…) stops working at once: every app using it gets 401 on its next request. This cannot be undone.`,
    confirm: 'Revoke key',
    danger: true,
  })
  if (!confirmed) return
  await attempt(async () => {
    await session.client().keys.revoke(key.id)
    await refresh(session.client())
    say(`Revoked “${name}”.`, 'success', keysStatus)
  }, keysStatus)
}

createForm.addEventListener('submit', (event) => {
  event.preventDefault()
  const data = new FormData(createForm)
  const scopes = data.getAll('scope') as Scope[]
  if (scopes.length === 0) {
    say('Choose at least one scope.', 'error', createStatus)
    return
  }
  const expiry = String(data.get('expiresAt') ?? '')
  void attempt(async () => {
    const created = await session.client().keys.create({
      name: String(data.get('name') ?? '').trim(),
      scopes,
      ...(expiry !== '' && { expiresAt: `${expiry}T00:00:00Z` }),
    })
    createForm.reset()
    offerScopes(session.me().scopes)
    newKeyValue.value = created.key
    newKey.hidden = false
    newKeyValue.focus()
    newKeyValue.select()
    say(
      `Created “${created.name ?? created.prefix}”. Copy the key now: it is shown only this once.`,
      'success',
      newKeyStatus,
    )
    await refresh(session.client())
  }, createStatus)
})

byId<HTMLButtonElement>(root, 'copy-key').addEventListener('click', async () => {
  if (!(await copyText(newKeyValue.value, 'The key is', newKeyStatus))) newKeyValue.select()
})
byId<HTMLButtonElement>(root, 'new-key-done').addEventListener('click', () => {
  newKeyValue.value = ''
  newKey.hidden = true
  say('The new key is no longer shown.', 'info', createStatus)
})
byId<HTMLButtonElement>(root, 'refresh-keys').addEventListener(
  'click',
  () => void attempt(() => refresh(session.client()), keysStatus),
)
