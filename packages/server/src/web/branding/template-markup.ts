/**
 * The edit page's "Template" part of the Style card (issue 30): static markup, no user data;
 * template-choice.browser.ts puts it under the card's heading.
 */

export const TEMPLATE_CHOICE_HTML = `
  <fieldset id="template-fieldset" class="template-choice">
    <legend>Template</legend>
    <label for="style-template">Style of this code</label>
    <select id="style-template" data-field="styleId" aria-describedby="template-note">
      <option value="">None (this code’s own style)</option>
    </select>
    <p id="template-note" class="hint">A template is a style kept on the account: every code that follows it changes when it does.</p>
    <button id="template-detach" type="button" class="small" hidden>Use its style as this code’s own</button>
    <div id="template-new" class="template-new">
      <div>
        <label for="template-name">New template’s name</label>
        <input id="template-name" type="text" maxlength="100" autocomplete="off" placeholder="Spring campaign" data-field="name">
      </div>
      <button id="template-save-as" type="button">Save as a new template</button>
    </div>
    <p id="template-status" class="feedback" role="status" aria-live="polite"></p>
  </fieldset>
`
