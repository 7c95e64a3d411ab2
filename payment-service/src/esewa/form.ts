/**
 * The HTML form the payment page posts to eSewa. It carries no script: the site's CSP allows only its own
 * scripts, so the page's bundle submits the form itself.
 */
import { formatPaisaForEsewa } from '../money.js';
import { FORM_SIGNED_FIELD_NAMES, signFields } from './signature.js';

export interface PaymentFormInput {
  formUrl: string;
  secretKey: string;
  productCode: string;
  esewaUuid: string;
  amountPaisa: number;
  successUrl: string;
  failureUrl: string;
}

/** Every ePay v2 form field, in the order eSewa's documentation lists them. */
export function paymentFormFields(input: PaymentFormInput): Record<string, string> {
  const amount = formatPaisaForEsewa(input.amountPaisa);
  const fields: Record<string, string> = {
    amount,
    tax_amount: '0',
    total_amount: amount,
    transaction_uuid: input.esewaUuid,
    product_code: input.productCode,
    product_service_charge: '0',
    product_delivery_charge: '0',
    success_url: input.successUrl,
    failure_url: input.failureUrl,
    signed_field_names: FORM_SIGNED_FIELD_NAMES,
  };
  fields.signature = signFields(input.secretKey, fields, FORM_SIGNED_FIELD_NAMES);
  return fields;
}

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtmlAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);
}

export function paymentFormHtml(input: PaymentFormInput): string {
  const inputs = Object.entries(paymentFormFields(input))
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtmlAttribute(name)}" value="${escapeHtmlAttribute(value)}">`,
    )
    .join('');
  return `<form method="POST" action="${escapeHtmlAttribute(input.formUrl)}" accept-charset="UTF-8">${inputs}</form>`;
}
