/**
 * The create form's domain picker (domain-picker.browser.ts fills it, issue #42): hidden until the
 * account has a verified custom domain; the first choice is this server's own address.
 */
export const DOMAIN_PICKER = `<div id="domain-choice" hidden>
          <label for="new-domain">Domain</label>
          <select id="new-domain" name="domain" aria-describedby="new-domain-hint"><option id="own-host" value="">This server</option></select>
          <p id="new-domain-hint" class="hint">Where the code's link lives; it cannot change later.</p>
        </div>`
