import { ROLE_CHOICES } from './roles.js'

/** The role choices of a select, owner last (only an owner may give it: the script removes it for others). */
export const roleOptions = (selected = 'editor'): string =>
  ROLE_CHOICES.map(
    ([role, label]) => `<option value="${role}"${role === selected ? ' selected' : ''}>${label}</option>`,
  ).join('')

/**
 * The members page's own part (members-page.browser.ts fills it): invite someone (the link shown
 * to copy when it was not e-mailed), the people of the account with their roles, and the pending
 * invitations. Editors and viewers see only why they cannot manage members.
 */
export function membersBody(): string {
  return `<p id="members-denied" class="callout info" hidden>Only admins and owners of this account see and manage its members. Ask one of them to invite someone or to change your role.</p>
    <form id="invite" class="card" aria-labelledby="invite-title" hidden novalidate>
      <h2 id="invite-title">Invite someone</h2>
      <div class="row">
        <div>
          <label for="invite-email">Email</label>
          <input id="invite-email" name="email" type="email" required maxlength="320" autocomplete="off" spellcheck="false">
        </div>
        <div class="narrow-select">
          <label for="invite-role">Role</label>
          <select id="invite-role" name="role">${roleOptions()}</select>
        </div>
      </div>
      <ul class="hint role-list">
        <li><strong>Viewer</strong>: sees the codes and their scans.</li>
        <li><strong>Editor</strong>: also creates and changes codes, styles and logos.</li>
        <li><strong>Admin</strong>: also manages members, API keys and webhooks.</li>
        <li><strong>Owner</strong>: also gives or takes ownership. An account keeps at least one owner.</li>
      </ul>
      <div class="actions">
        <button class="primary" type="submit">Invite</button>
        <p id="invite-status" class="feedback" role="status" aria-live="polite"></p>
      </div>
    </form>
    <section id="invite-link" class="card callout warn" hidden aria-labelledby="invite-link-title">
      <h2 id="invite-link-title">Send this link yourself</h2>
      <p>No e-mail was sent (this server has no <code>SMTP_URL</code>). The link works once, for 7 days: send it to <strong id="invite-link-email"></strong> over a channel you trust.</p>
      <label for="invite-link-value">Invitation link</label>
      <input id="invite-link-value" class="key-value" type="text" readonly>
      <div class="actions">
        <button id="copy-invite" type="button" class="primary">Copy link</button>
        <button id="invite-link-done" type="button">Done</button>
        <p id="invite-link-status" class="feedback" role="status" aria-live="polite"></p>
      </div>
    </section>
    <section id="members-list" class="card" aria-labelledby="members-title" hidden>
      <h2 id="members-title">People in this account</h2>
      <p id="members-status" class="feedback" role="status" aria-live="polite"></p>
      <div class="table-wrap">
        <table id="members-table" class="stack">
          <caption class="hint">A removed member is signed out of this account at once, and the keys they created stop working.</caption>
          <thead><tr><th scope="col">Name</th><th scope="col">Email</th><th scope="col">Role</th><th scope="col">Member since</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr></thead>
          <tbody></tbody>
        </table>
      </div>
    </section>
    <section id="invitations" class="card" aria-labelledby="invitations-title" hidden>
      <h2 id="invitations-title">Pending invitations</h2>
      <p id="invitations-status" class="feedback" role="status" aria-live="polite"></p>
      <p id="no-invitations" class="hint">No invitation is waiting.</p>
      <div class="table-wrap">
        <table id="invitations-table" class="stack">
          <thead><tr><th scope="col">Email</th><th scope="col">Role</th><th scope="col">Sent</th><th scope="col">Expires</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr></thead>
          <tbody></tbody>
        </table>
      </div>
    </section>`
}
