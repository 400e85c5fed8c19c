/**
 * The edit page's Routing card (routing-card.browser.ts fills it; issue #43, PRODUCT.md "Where a
 * scan goes"): rules, variants, password, query forwarding, the UTM builder and "try a scan".
 * Static markup, no user data; the rows of rules and variants are drawn by the script. Controls
 * name the field they edit (`data-field`, as the API's `details` name it) so a refused save is
 * shown beside them (field-problem.browser.ts).
 */
import { tryScanHtml } from './routing-try-markup.js'

/** One UTM parameter's input; its field is `utm.<name>`. */
function utmInput(id: string, name: string): string {
  return `<div>
            <label for="${id}">utm_${name}</label>
            <input id="${id}" name="${id}" type="text" maxlength="200" autocomplete="off" data-field="utm.${name}">
          </div>`
}

function utmInputs(): string {
  return [
    utmInput('utm-source', 'source'),
    utmInput('utm-medium', 'medium'),
    utmInput('utm-campaign', 'campaign'),
    utmInput('utm-term', 'term'),
    utmInput('utm-content', 'content'),
  ].join('\n          ')
}

/** Rules: a readable list, each rule editable in place; the buttons that add them. */
function rulesPart(): string {
  return `<h3 id="rules-title">Rules</h3>
  <p class="hint" id="rules-hint">The first rule whose conditions all hold sends the scan to its target; scans no rule takes go on to the split below, then to the target URL.</p>
  <ol id="rules-list" class="routing-rules" aria-labelledby="rules-title" data-field="rules"></ol>
  <div class="actions">
    <button id="add-rule" type="button">Add a rule</button>
    <button id="app-stores" type="button" aria-describedby="app-stores-hint">App stores…</button>
  </div>
  <p id="app-stores-hint" class="hint">Two rules: iPhones to the App Store, Android phones to Google Play.</p>
  <div id="app-stores-form" class="app-stores" hidden>
    <label for="app-store-url">App Store URL</label>
    <input id="app-store-url" type="url" inputmode="url" maxlength="2048" placeholder="https://apps.apple.com/app/id…">
    <label for="play-store-url">Google Play URL</label>
    <input id="play-store-url" type="url" inputmode="url" maxlength="2048" placeholder="https://play.google.com/store/apps/details?id=…">
    <div class="actions">
      <button id="app-stores-add" type="button">Add the two rules</button>
      <button id="app-stores-cancel" type="button">Cancel</button>
    </div>
  </div>`
}

/** Variants: an A/B split of the scans no rule took, with weights that must add up to 100. */
function variantsPart(): string {
  return `<h3 id="variants-title">Split scans (A/B test)</h3>
  <p class="hint">Each visitor keeps their target for the day. The shares must add up to 100 %.</p>
  <ol id="variants-list" class="routing-variants" aria-labelledby="variants-title" data-field="variants"></ol>
  <p id="variants-sum" class="variants-sum" aria-live="polite"></p>
  <div class="actions">
    <button id="add-variant" type="button">Split scans between targets</button>
  </div>`
}

/** Password, query forwarding and UTM. */
function accessPart(): string {
  return `<h3 id="password-title">Password</h3>
  <p id="password-state" class="hint"></p>
  <div id="password-set">
    <label for="password">New password</label>
    <input id="password" name="password" type="password" minlength="4" maxlength="200" autocomplete="new-password" data-field="password" aria-describedby="password-hint">
    <p id="password-hint" class="hint">Scanners type it on a small page first. It is never shown again once saved.</p>
  </div>
  <div class="actions">
    <button id="password-remove" type="button" hidden>Remove the password</button>
  </div>
  <h3>Where the scan arrives</h3>
  <div class="check">
    <input id="forward-query" name="forwardQuery" type="checkbox" data-field="forwardQuery" aria-describedby="forward-query-hint">
    <label for="forward-query">Pass the scanned link’s parameters on to the target</label>
  </div>
  <p id="forward-query-hint" class="hint">A scan of <code>…/r/abc?ref=poster</code> arrives at the target with <code>ref=poster</code> added.</p>
  <fieldset id="utm-fields" data-field="utm">
    <legend>UTM parameters (added where the target has none of its own)</legend>
    <div class="row">
          ${utmInputs()}
    </div>
    <p class="hint">The target URL with them: <output id="utm-preview" for="utm-source utm-medium utm-campaign utm-term utm-content" class="utm-preview"></output></p>
  </fieldset>`
}

export function routingCardHtml(): string {
  return `<section id="routing" class="card routing" aria-labelledby="routing-title">
  <h2 id="routing-title">Routing</h2>
  <p class="hint">Where a scan goes: app stores by phone, other pages by country, language or time, an A/B split, a password. Saved with the page’s Save button.</p>
  ${rulesPart()}
  ${variantsPart()}
  ${accessPart()}
  ${tryScanHtml()}
</section>`
}
