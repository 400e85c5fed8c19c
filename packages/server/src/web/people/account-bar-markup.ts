/**
 * The account shell every signed-in page shows (account-bar.browser.ts fills it): who is signed
 * in, which account the pages work on (a switcher when the person is in several), sign out and
 * sign out everywhere.
 */
export const ACCOUNT_BAR = `<section id="account-bar" class="account-bar" aria-label="Your account">
  <p class="account-who">Signed in as <strong id="account-user"></strong> <span id="account-role" class="badge"></span></p>
  <p id="account-single" class="account-who">Account <strong id="account-name"></strong></p>
  <form id="account-switch-form" class="account-switch" hidden>
    <label for="account-switch">Account</label>
    <select id="account-switch" name="accountId"></select>
  </form>
  <div class="account-actions">
    <button id="sign-out" type="button" class="small">Sign out</button>
    <button id="sign-out-everywhere" type="button" class="small">Sign out everywhere</button>
  </div>
  <p id="account-status" class="feedback" role="status" aria-live="polite"></p>
</section>`
