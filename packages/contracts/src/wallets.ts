/**
 * The wallets a parent can pay with. A payment is started with one and stays with it: eSewa (ePay v2, a signed form
 * posted by the browser) or Khalti (ePayment KPG-2, started server to server, the parent sent to its payment page).
 * No dependencies: the pay page imports this at run time.
 */
export const wallets = ['esewa', 'khalti'] as const;

/** The least Khalti takes: Rs 10 (1000 paisa). Below it the page offers eSewa alone. */
export const KHALTI_MINIMUM_AMOUNT_NPR = 10;
