/** The sandbox's two pages: the checkout ("Pay" / "Cancel") and eSewa-style error pages. */

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
