/** The dashboard's "Public pages" card: the brand a scanner sees (brand-section.browser.ts fills it). */
export const BRAND_SECTION_HTML = `<section id="brand-section" class="card" aria-labelledby="brand-title" hidden>
  <h2 id="brand-title">What a scanner sees when a code is off</h2>
  <p class="hint">A paused, expired or used-up code shows a short page instead of its target. Give it your name, logo and colour, so people know it is yours.</p>
  <form id="brand-form">
    <div class="row">
      <div class="field grow">
        <label for="brand-name">Business name</label>
        <input id="brand-name" name="name" type="text" maxlength="80" autocomplete="organization">
      </div>
      <div class="field">
        <label for="brand-color">Colour</label>
        <input id="brand-color" name="color" type="color" value="#0a58ca">
      </div>
    </div>
    <div class="field">
      <label for="brand-logo">Logo</label>
      <select id="brand-logo" name="logo"><option value="">No logo</option></select>
      <p class="hint">Upload logos in the Brand kit above.</p>
    </div>
    <div class="actions">
      <button type="submit" class="primary">Save the public pages’ brand</button>
    </div>
    <p id="brand-status" class="feedback" role="status" aria-live="polite"></p>
  </form>
</section>`
