import { describe, expect, it } from 'vitest';
import { UAT_TEST_SECRET_KEY } from '../config.js';
import { escapeHtmlAttribute, paymentFormFields, paymentFormHtml, type PaymentFormInput } from './form.js';
import { hmacBase64 } from './signature.js';

const input: PaymentFormInput = {
  formUrl: 'https://rc-epay.esewa.com.np/api/epay/main/v2/form',
  secretKey: UAT_TEST_SECRET_KEY,
  productCode: 'EPAYTEST',
  esewaUuid: 'txn-1726567890123-k3j9x2ab',
  amountPaisa: 150050,
  successUrl: 'https://school.example/payment-success',
  failureUrl: 'https://school.example/payment-failure',
};

describe('the eSewa payment form', () => {
  it('carries every ePay v2 field with the amount, no extra charges and the signature', () => {
    const fields = paymentFormFields(input);
    expect(fields).toEqual({
      amount: '1500.50',
      tax_amount: '0',
      total_amount: '1500.50',
      transaction_uuid: 'txn-1726567890123-k3j9x2ab',
      product_code: 'EPAYTEST',
      product_service_charge: '0',
      product_delivery_charge: '0',
      success_url: 'https://school.example/payment-success',
      failure_url: 'https://school.example/payment-failure',
      signed_field_names: 'total_amount,transaction_uuid,product_code',
      signature: hmacBase64(
        UAT_TEST_SECRET_KEY,
        'total_amount=1500.50,transaction_uuid=txn-1726567890123-k3j9x2ab,product_code=EPAYTEST',
      ),
    });
  });

  it('posts to the configured form URL and contains no script', () => {
    const html = paymentFormHtml(input);
    expect(html).toMatch(/^<form method="POST" action="https:\/\/rc-epay\.esewa\.com\.np\/api\/epay\/main\/v2\/form"/);
    expect(html).not.toMatch(/<script|on\w+=/i);
    expect(html.match(/<input type="hidden"/g)).toHaveLength(11);
  });

  it('escapes every attribute value', () => {
    expect(escapeHtmlAttribute(`a"b'c<d>e&f`)).toBe('a&quot;b&#39;c&lt;d&gt;e&amp;f');
    const html = paymentFormHtml({ ...input, successUrl: 'https://x.example/"><script>alert(1)</script>?a=1&b=2' });
    expect(html).not.toContain('<script>');
    expect(html).toContain('value="https://x.example/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;?a=1&amp;b=2"');
    // The signature is base64 and may contain "+", "/" and "=": it must survive as-is.
    expect(html).toContain(`value="${paymentFormFields(input).signature}"`);
  });
});
