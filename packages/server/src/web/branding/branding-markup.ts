/**
 * The edit page's "Brand" section (issue 30): static markup, no user data, labels from the
 * contract's enums. branding-section.browser.ts makes its section from it for the edit page to
 * place in `#edit-sections`; the logo picker's part (logo-markup.ts) takes the place of `.logo-slot`.
 * Each control names the option it edits (`data-field`), so a `422` naming that option
 * (`details[].field`) is shown beside it (../edit-page/field-problem.browser.ts).
 */
import { FRAME_TYPE_LABELS, FRAME_TYPES } from '@dynqr/contract'

const frameOptions = FRAME_TYPES.map((type) => `<option value="${type}">${FRAME_TYPE_LABELS[type]}</option>`).join('')

/** A gradient editor's frame: fill type, angle and the stops (drawn by gradient-editor.browser.ts). */
function gradientFieldset(part: 'dots' | 'background', legend: string, option: string) {
  const Part = part === 'dots' ? 'Dots' : 'Background'
  return `<fieldset class="gradient" id="${part}-gradient" data-part="${part}">
      <legend>${legend}</legend>
      <div class="row">
        <div>
          <label for="${part}-fill">${Part} fill</label>
          <select id="${part}-fill" data-field="qrCodeOptions.${option}.gradient">
            <option value="plain">Plain colour</option>
            <option value="linear">Linear gradient</option>
            <option value="radial">Radial gradient</option>
          </select>
        </div>
        <div class="gradient-angle">
          <label for="${part}-rotation">${Part} angle (degrees)</label>
          <input id="${part}-rotation" type="number" min="0" max="359" step="1" value="0" inputmode="numeric">
        </div>
      </div>
      <ol class="stops" aria-label="${Part} colour stops"></ol>
      <button type="button" class="small add-stop">Add a ${part} colour stop</button>
    </fieldset>`
}

export const BRANDING_SECTION_HTML = `
  <h2 id="brand-title">Brand</h2>
  <p class="hint">A logo, gradients and a frame with a call to action. The server proves every saved style scans: one that would not is refused, naming the control to change.</p>
  <p id="brand-template-note" class="callout info" hidden></p>
  <fieldset id="brand-controls" class="plain">
  <div class="logo-slot"></div>
  ${gradientFieldset('dots', 'Dot gradient', 'dotsOptions')}
  ${gradientFieldset('background', 'Background gradient', 'backgroundOptions')}
  <fieldset id="frame-fieldset">
    <legend>Frame and call to action</legend>
    <div class="row">
      <div>
        <label for="frame-type">Frame type</label>
        <select id="frame-type" data-field="qrCodeOptions.frameOptions">${frameOptions}</select>
      </div>
      <div>
        <label for="frame-text">Call to action</label>
        <input id="frame-text" type="text" maxlength="24" autocomplete="off" placeholder="SCAN ME" data-field="qrCodeOptions.frameOptions.text" aria-describedby="frame-text-hint">
      </div>
    </div>
    <p id="frame-text-hint" class="hint">At most 24 characters, drawn under the code.</p>
    <div class="row">
      <div>
        <label for="frame-color">Frame colour</label>
        <input id="frame-color" type="color" value="#000000" data-field="qrCodeOptions.frameOptions.color">
      </div>
      <div>
        <label for="frame-text-color">Lettering colour</label>
        <input id="frame-text-color" type="color" value="#ffffff" data-field="qrCodeOptions.frameOptions.textColor">
      </div>
    </div>
  </fieldset>
  </fieldset>
  <p class="hint">Download… beside the preview gives the saved code as PNG, SVG or a print-ready PDF.</p>
`
