import { describe, expect, it } from 'vitest';
import { initiatePayload, otpSession, returnParameters, useSandbox } from './support.js';

describe('Khalti sandbox: the payment page and the return', () => {
  const sandbox = useSandbox();
  const login = (pidx: string, mobile: string, mpin: string) =>
    sandbox.http().post(`/pay/${pidx}/login`).type('form').send({ mobile, mpin });

  it('shows the order name and the amount in rupees, with labelled fields and a Cancel button, and no script', async () => {
    const { pagePath } = await sandbox.newPayment();
    const page = await sandbox.http().get(pagePath);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.text).toContain('<html lang="en">');
    expect(page.text).toMatch(/<h1>Pay with Khalti<\/h1>/);
    expect(page.text).toContain('School fees: Grade 3');
    expect(page.text).toContain('Rs. 1,500.00');
    expect(page.text).toContain('<label for="field-mobile">');
    expect(page.text).toContain('<label for="field-mpin">');
    expect(page.text).toContain('>Cancel</button>');
    // Works with JavaScript off and offline: no script, nothing loaded from elsewhere.
    expect(page.text).not.toMatch(/<script|<link|<img|src=|https?:\/\//);
  });

  it('escapes what the merchant wrote', async () => {
    const { pagePath } = await sandbox.newPayment({ ...initiatePayload, purchase_order_name: '<b>Fees</b>' });
    const page = await sandbox.http().get(pagePath);
    expect(page.text).toContain('&lt;b&gt;Fees&lt;/b&gt;');
  });

  it('says in plain words when the Khalti ID is not a test ID or not a mobile number', async () => {
    const { pidx } = await sandbox.newPayment();
    const unknown = await login(pidx, '9811111111', '1111');
    expect(unknown.status).toBe(400);
    expect(unknown.text).toContain('No Khalti account has this mobile number.');
    expect(unknown.text).toContain('aria-invalid="true"');
    expect(unknown.text).toContain('value="9811111111"');
    expect((await login(pidx, '98000', '1111')).text).toContain('the 10-digit mobile number');
  });

  it('says the MPIN is wrong, and stays on step one', async () => {
    const { pidx } = await sandbox.newPayment();
    const wrong = await login(pidx, '9800000000', '1234');
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain('The MPIN is wrong.');
    expect(wrong.text).not.toContain('name="otp"');
    expect((await sandbox.lookup(pidx)).body.status).toBe('Initiated');
  });

  it('asks for the OTP after a good ID and MPIN, and says when the OTP is wrong', async () => {
    const { pidx } = await sandbox.newPayment();
    const otpPage = await login(pidx, '9800000005', '1111');
    expect(otpPage.status).toBe(200);
    expect(otpPage.text).toContain('<label for="field-otp">OTP</label>');
    expect(otpPage.text).toContain('98XXXXX005');
    const session = otpSession(otpPage.text);

    const wrong = await sandbox.http().post(`/pay/${pidx}/otp`).type('form').send({ session, otp: '123456' });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain('The OTP is wrong.');
    expect((await sandbox.lookup(pidx)).body.status).toBe('Initiated');

    // The same session takes the right OTP next.
    const paid = await sandbox.http().post(`/pay/${pidx}/otp`).type('form').send({ session, otp: '987654' });
    expect(paid.status).toBe(303);
  });

  it('refuses an OTP without step one', async () => {
    const { pidx } = await sandbox.newPayment();
    const response = await sandbox
      .http()
      .post(`/pay/${pidx}/otp`)
      .type('form')
      .send({ session: 'made-up', otp: '987654' });
    expect(response.status).toBe(400);
    expect(response.text).toContain('Sign in with your Khalti ID first.');
    expect((await sandbox.lookup(pidx)).body.status).toBe('Initiated');
  });

  it('sends the payer to return_url with the documented parameters, in their order, after paying', async () => {
    const { pidx } = await sandbox.newPayment({ ...initiatePayload, merchant_class: 'Grade 3' });
    const paid = await sandbox.pay(pidx);
    expect(paid.status).toBe(303);
    const location = paid.headers.location as string;
    expect(location.startsWith('http://school.test/payment-success?pidx=')).toBe(true);
    const parameters = returnParameters(location);
    const transactionId = new URL(location).searchParams.get('transaction_id')!;
    expect(transactionId).toMatch(/^[A-Za-z0-9]{22}$/);
    expect(parameters).toEqual([
      ['pidx', pidx],
      ['txnId', transactionId],
      ['amount', '150000'],
      ['total_amount', '150000'],
      ['status', 'Completed'],
      ['mobile', '98XXXXX001'],
      ['tidx', transactionId],
      ['purchase_order_id', initiatePayload.purchase_order_id],
      ['purchase_order_name', initiatePayload.purchase_order_name],
      ['transaction_id', transactionId],
      ['merchant_class', 'Grade 3'],
    ]);

    // The link is used up: the page now says so.
    const again = await sandbox.http().get(`/?pidx=${pidx}`);
    expect(again.status).toBe(400);
    expect(again.text).toContain('This payment has already been made.');
  });

  it('sends the payer to return_url with status "User canceled" and empty transaction fields on Cancel', async () => {
    const { pidx } = await sandbox.newPayment();
    const canceled = await sandbox.http().post(`/pay/${pidx}/cancel`);
    expect(canceled.status).toBe(303);
    const location = canceled.headers.location as string;
    expect(location).toContain('status=User%20canceled');
    expect(returnParameters(location)).toEqual([
      ['pidx', pidx],
      ['transaction_id', ''],
      ['tidx', ''],
      ['amount', '150000'],
      ['total_amount', '150000'],
      ['mobile', ''],
      ['status', 'User canceled'],
      ['purchase_order_id', initiatePayload.purchase_order_id],
      ['purchase_order_name', initiatePayload.purchase_order_name],
    ]);
    expect((await sandbox.http().post(`/pay/${pidx}/cancel`)).status).toBe(400);
  });

  it('keeps the query return_url already has', async () => {
    const { pidx } = await sandbox.newPayment({ ...initiatePayload, return_url: 'http://school.test/ne/paid?lang=ne' });
    const paid = await sandbox.pay(pidx);
    expect((paid.headers.location as string).startsWith('http://school.test/ne/paid?lang=ne&pidx=')).toBe(true);
  });

  it('answers an unknown pidx with a not-found page', async () => {
    const page = await sandbox.http().get('/?pidx=unknown');
    expect(page.status).toBe(404);
    expect(page.text).toContain('This payment link is not valid.');
  });
});
