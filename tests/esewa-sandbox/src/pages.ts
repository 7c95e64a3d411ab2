/**
 * The sandbox's pages: the checkout ("Pay" / "Cancel"), eSewa-style error pages, and the eSewa app's school fees
 * (token payment: a student ID, its dues, the MPIN, paid).
 */

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);
}

const style = `
  body { margin: 0; font-family: system-ui, sans-serif; background: #f3f6f4; color: #1a1a1a; }
  main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 12px;
         box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  .brand { color: #41a124; font-weight: 800; font-size: 1.5rem; margin: 0 0 .25rem; }
  .note { color: #555; font-size: .9rem; margin: 0 0 1.5rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .5rem 1rem; margin: 0 0 1.5rem; }
  dt { color: #555; } dd { margin: 0; font-weight: 600; word-break: break-all; }
  .actions { display: flex; gap: 1rem; }
  .actions form { flex: 1; }
  button { width: 100%; font: inherit; font-weight: 700; padding: .75rem 1rem; border-radius: 8px; cursor: pointer; }
  .pay { background: #41a124; color: #fff; border: 0; }
  .cancel { background: #fff; color: #1a1a1a; border: 1px solid #888; }
  .error { color: #b00020; }
  label { display: block; font-weight: 600; margin: 0 0 .35rem; }
  input { display: block; width: 100%; box-sizing: border-box; font: inherit; min-height: 44px; padding: .5rem .75rem;
          border: 1px solid #555; border-radius: 8px; margin: 0 0 1rem; }
  button { min-height: 44px; }
  :focus-visible { outline: 3px solid #1a5fb4; outline-offset: 2px; }
  .pay { background: #2d7a17; }
  .paid { color: #2d7a17; }
  a { color: #1a5fb4; display: inline-block; min-height: 44px; line-height: 44px; }
  @media (max-width: 30rem) { main { margin: 1rem; padding: 1.25rem; } }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${style}</style></head>
<body><main>${body}</main></body></html>`;
}

export interface CheckoutDetails {
  token: string;
  productCode: string;
  transactionUuid: string;
  totalAmount: string;
}

export function checkoutPage(details: CheckoutDetails): string {
  const base = `/api/epay/main/v2/checkout/${encodeURIComponent(details.token)}`;
  return page(
    'eSewa sandbox: confirm payment',
    `<p class="brand">eSewa sandbox</p>
<h1>Confirm payment</h1>
<p class="note">A local stand-in for eSewa's test environment. No real money moves.</p>
<dl>
  <dt>Merchant</dt><dd>${escapeHtml(details.productCode)}</dd>
  <dt>Amount</dt><dd>Rs. ${escapeHtml(details.totalAmount)}</dd>
  <dt>Transaction</dt><dd>${escapeHtml(details.transactionUuid)}</dd>
</dl>
<div class="actions">
  <form method="post" action="${base}/pay"><button class="pay" type="submit">Pay</button></form>
  <form method="post" action="${base}/cancel"><button class="cancel" type="submit">Cancel</button></form>
</div>`,
  );
}

export function errorPage(code: string, message: string): string {
  return page(
    'eSewa sandbox: error',
    `<p class="brand">eSewa sandbox</p><h1 class="error">Payment request refused</h1>
<p id="error-code">${escapeHtml(code)}</p><p id="error-message">${escapeHtml(message)}</p>`,
  );
}

/** The eSewa app's school fees, as the sandbox plays it (app.ts, /app). */
const appTitle = 'eSewa sandbox app: school fees';
const appBrand = `<p class="brand">eSewa sandbox app</p>
<p class="note">A local stand-in for paying school fees by student ID in the eSewa app. No real money moves.</p>`;
const anotherStudent = '<p><a href="/app">Pay for another student ID</a></p>';

export function appNotSetUpPage(): string {
  return page(
    appTitle,
    `${appBrand}<h1>School fees</h1>
<p class="error" role="alert">The eSewa app is not set up: ESEWA_TOKEN_MERCHANT_URL, ESEWA_TOKEN_USERNAME and ESEWA_TOKEN_PASSWORD are needed.</p>`,
  );
}

export function appStartPage(): string {
  return page(
    appTitle,
    `${appBrand}<h1>School fees</h1>
<form method="post" action="/app/inquiry">
  <label for="student-id">Student ID</label>
  <input id="student-id" name="student_id" required maxlength="40" autocomplete="off" autofocus>
  <button class="pay" type="submit">Find dues</button>
</form>`,
  );
}

export interface AppDues {
  session: string;
  student: string;
  className: string;
  dues: string;
  /** "Rs 3,500". */
  amount: string;
  /** A problem to show above the MPIN (a wrong MPIN). */
  problem?: string;
}

export function appDuesPage(dues: AppDues): string {
  const problem = dues.problem ? `<p class="error" id="mpin-problem" role="alert">${escapeHtml(dues.problem)}</p>` : '';
  return page(
    appTitle,
    `${appBrand}<h1>School fees</h1>
<dl>
  <dt>Student</dt><dd>${escapeHtml(dues.student)}</dd>
  <dt>Class</dt><dd>${escapeHtml(dues.className)}</dd>
  <dt>Dues</dt><dd>${escapeHtml(dues.dues)}</dd>
  <dt>Amount</dt><dd id="amount">${escapeHtml(dues.amount)}</dd>
</dl>
<form method="post" action="/app/pay">
  <input type="hidden" name="session" value="${escapeHtml(dues.session)}">
  ${problem}
  <label for="mpin">eSewa MPIN</label>
  <input id="mpin" name="mpin" type="password" inputmode="numeric" required maxlength="8" autocomplete="off"${
    dues.problem ? ' aria-describedby="mpin-problem" autofocus' : ''
  }>
  <button class="pay" type="submit">Pay ${escapeHtml(dues.amount)}</button>
</form>
${anotherStudent}`,
  );
}

/** The merchant's answer when it said no (response_code 1), or the app's own problem. */
export function appMessagePage(message: string): string {
  return page(
    appTitle,
    `${appBrand}<h1>School fees</h1>
<p class="error" id="app-message" role="alert">${escapeHtml(message)}</p>
${anotherStudent}`,
  );
}

export function appPaidPage(paid: { amount: string; referenceCode: string; transactionCode: string }): string {
  return page(
    appTitle,
    `${appBrand}<h1 class="paid">Paid</h1>
<dl>
  <dt>Amount</dt><dd>${escapeHtml(paid.amount)}</dd>
  <dt>Receipt number</dt><dd id="reference-code">${escapeHtml(paid.referenceCode)}</dd>
  <dt>eSewa transaction code</dt><dd id="transaction-code">${escapeHtml(paid.transactionCode)}</dd>
</dl>
${anotherStudent}`,
  );
}
