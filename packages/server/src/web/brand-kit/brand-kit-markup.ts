/**
 * The dashboard's "Brand kit" section (issue 30): static markup, no user data. brand-kit.browser.ts
 * makes its section from it (the dashboard places it in `#dashboard-sections`) and fills the lists.
 */
export const BRAND_KIT_HTML = `
  <h2 id="brand-kit-title">Brand kit</h2>
  <p class="hint">The account's style templates and logos. A code follows a template from its edit page; editing a template here changes every code that follows it.</p>
  <p id="brand-kit-read-only" class="callout info" hidden>You can read the brand kit only: editing, renaming and deleting need the editor role.</p>
  <p id="brand-kit-status" class="feedback" role="status" aria-live="polite"></p>
  <h3 id="templates-title">Templates</h3>
  <ul id="template-list" class="kit-list" aria-labelledby="templates-title"></ul>
  <p id="templates-empty" class="hint" hidden>No templates yet: on a code's edit page, “Save as a new template” makes one from its style.</p>
  <h3 id="logos-title">Logos</h3>
  <ul id="logo-list" class="kit-list" aria-labelledby="logos-title"></ul>
  <p id="logos-empty" class="hint" hidden>No logos yet: upload one in the Brand card of a code's edit page.</p>
`
