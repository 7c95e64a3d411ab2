/**
 * The sandbox's payment pages, in Khalti's two steps: Khalti ID and MPIN, then the OTP; and an error page. Plain
 * forms, no script and nothing fetched from elsewhere, so they work with JavaScript off and offline.
 */

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);
}

const style = `
  body { margin: 0; font-family: system-ui, sans-serif; background: #f4f1f8; color: #1a1a1a; }
  main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 12px;
         box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  .brand { color: #5c2d91; font-weight: 800; font-size: 1.5rem; margin: 0 0 .25rem; }
  .note { color: #555; font-size: .9rem; margin: 0 0 1.5rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .5rem 1rem; margin: 0 0 1.5rem; }
  dt { color: #555; } dd { margin: 0; font-weight: 600; word-break: break-word; }
  label { display: block; font-weight: 600; margin: 1rem 0 .25rem; }
  input { width: 100%; box-sizing: border-box; font: inherit; padding: .6rem .75rem; border: 1px solid #767676;
          border-radius: 8px; }
  .hint { color: #555; font-size: .85rem; margin: .25rem 0 0; }
  .actions { display: flex; gap: 1rem; margin-top: 1.5rem; }
  .actions form, .actions button { flex: 1; }
  button { width: 100%; font: inherit; font-weight: 700; padding: .75rem 1rem; border-radius: 8px; cursor: pointer; }
  .pay { background: #5c2d91; color: #fff; border: 0; }
  .cancel { background: #fff; color: #1a1a1a; border: 1px solid #767676; }
  .error { color: #b00020; font-weight: 600; }
  @media (max-width: 30rem) { main { margin: 1rem; padding: 1.25rem; } }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${style}</style></head>
<body><main>${body}</main></body></html>`;
}

export interface OrderDetails {
  pidx: string;
  purchaseOrderName: string;
  /** The amount as shown: "Rs. 1,300.00". */
  amount: string;
}

function orderSummary(order: OrderDetails): string {
  return `<p class="brand">Khalti sandbox</p>
<p class="note">A local stand-in for Khalti's test environment. No real money moves.</p>
<dl>
  <dt>Paying for</dt><dd id="order-name">${escapeHtml(order.purchaseOrderName)}</dd>
  <dt>Amount</dt><dd id="order-amount">${escapeHtml(order.amount)}</dd>
</dl>`;
}

function errorLine(id: string, error: string | undefined): string {
  return error ? `<p class="error" id="${id}" role="alert">${escapeHtml(error)}</p>` : '';
}

/** A field, tied to its error message when it has one. */
function field(options: {
  name: string;
  label: string;
  value?: string;
  error?: string;
  hint: string;
  type: 'tel' | 'password' | 'text';
  autocomplete: string;
  maxLength: number;
}): string {
  const id = `field-${options.name}`;
  const described = [`${id}-hint`, options.error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return `<label for="${id}">${escapeHtml(options.label)}</label>
<input id="${id}" name="${options.name}" type="${options.type}" inputmode="numeric" required
  maxlength="${options.maxLength}" autocomplete="${options.autocomplete}" value="${escapeHtml(options.value ?? '')}"
  aria-describedby="${described}"${options.error ? ' aria-invalid="true"' : ''}>
<p class="hint" id="${id}-hint">${escapeHtml(options.hint)}</p>${errorLine(`${id}-error`, options.error)}`;
}

function cancelForm(pidx: string): string {
  return `<form method="post" action="/pay/${encodeURIComponent(pidx)}/cancel"><button class="cancel" type="submit">Cancel</button></form>`;
}

export interface LoginStep extends OrderDetails {
  mobile?: string;
  mobileError?: string;
  mpinError?: string;
}

/** Step one: the payer's Khalti ID (mobile number) and MPIN. */
export function loginPage(step: LoginStep): string {
  return page(
    'Khalti sandbox: pay with Khalti',
    `${orderSummary(step)}
<h1>Pay with Khalti</h1>
<form method="post" action="/pay/${encodeURIComponent(step.pidx)}/login" id="login-form">
${field({ name: 'mobile', label: 'Khalti ID (mobile number)', value: step.mobile, error: step.mobileError, hint: 'Test IDs: 9800000000 to 9800000005.', type: 'tel', autocomplete: 'tel-national', maxLength: 10 })}
${field({ name: 'mpin', label: 'Khalti MPIN', error: step.mpinError, hint: 'Test MPIN: 1111.', type: 'password', autocomplete: 'off', maxLength: 6 })}
</form>
<div class="actions">
  <button class="pay" type="submit" form="login-form">Pay ${escapeHtml(step.amount)}</button>
  ${cancelForm(step.pidx)}
</div>`,
  );
}

export interface OtpStep extends OrderDetails {
  /** Names the login this OTP confirms. */
  session: string;
  maskedMobile: string;
  otpError?: string;
}

/** Step two: the OTP Khalti sends to the payer's phone. */
export function otpPage(step: OtpStep): string {
  return page(
    'Khalti sandbox: confirm with OTP',
    `${orderSummary(step)}
<h1>Confirm with the OTP</h1>
<p>Khalti sent a one-time code to ${escapeHtml(step.maskedMobile)}.</p>
<form method="post" action="/pay/${encodeURIComponent(step.pidx)}/otp" id="otp-form">
<input type="hidden" name="session" value="${escapeHtml(step.session)}">
${field({ name: 'otp', label: 'OTP', error: step.otpError, hint: 'Test OTP: 987654.', type: 'text', autocomplete: 'one-time-code', maxLength: 6 })}
</form>
<div class="actions">
  <button class="pay" type="submit" form="otp-form">Confirm payment</button>
  ${cancelForm(step.pidx)}
</div>`,
  );
}

export function errorPage(heading: string, message: string): string {
  return page(
    'Khalti sandbox: error',
    `<p class="brand">Khalti sandbox</p><h1 class="error">${escapeHtml(heading)}</h1>
<p id="error-message">${escapeHtml(message)}</p>`,
  );
}
