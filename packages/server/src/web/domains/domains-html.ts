/**
 * The Domains page's own part (domains-page.browser.ts fills it): add a hostname, and the
 * account's domains, each with its TXT record to copy, its status, Verify, its redirects and
 * Delete. Editors and viewers see the domains and are told that admins add and change them.
 */
export function domainsBody(): string {
  return `<p id="domains-read-only" class="callout info" hidden>You can see this account's domains and pick a verified one when you create a code. Only admins and owners add, verify, change or delete domains.</p>
    <form id="add-domain" class="card" aria-labelledby="add-domain-title" hidden novalidate>
      <h2 id="add-domain-title">Add a domain</h2>
      <p class="hint">Serve your codes on your own address, for example <code>menu.example.com</code>: add it here, publish the TXT record we show at your DNS provider, then verify it. Point the name at this server (a CNAME or an A record) so that scans reach it.</p>
      <div class="row">
        <div>
          <label for="domain-hostname">Hostname</label>
          <input id="domain-hostname" name="hostname" type="text" required maxlength="253" autocomplete="off" spellcheck="false" inputmode="url" placeholder="menu.example.com" aria-describedby="domain-hostname-hint">
          <p id="domain-hostname-hint" class="hint">A name you control; not an IP address, not localhost, not this server's own address.</p>
        </div>
      </div>
      <div class="actions">
        <button class="primary" type="submit">Add domain</button>
        <p id="add-domain-status" class="feedback" role="status" aria-live="polite"></p>
      </div>
    </form>
    <section id="domains" class="card" aria-labelledby="domains-title">
      <h2 id="domains-title">Your domains</h2>
      <p id="domains-status" class="feedback" role="status" aria-live="polite"></p>
      <p id="no-domains" class="hint" hidden>No domain yet: your codes are served on this server's own address.</p>
      <ul id="domain-list" class="domain-list"></ul>
    </section>`
}
