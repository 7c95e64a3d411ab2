/**
 * Money is stored and compared as whole paisa (1 NPR = 100 paisa), never as floating-point rupees.
 * Rupee amounts only exist at the edges: the JSON request, the eSewa form and eSewa's answers.
 */

/** A rupee amount with at most two decimals as paisa, or undefined if it has more decimals or is not finite. */
export function parseRupeesToPaisa(rupees: number): number | undefined {
  if (!Number.isFinite(rupees)) return undefined;
  const paisa = Math.round(rupees * 100);
  // 0.29 * 100 is 28.999999999999996: allow float noise, refuse a real third decimal (1.005).
  if (Math.abs(rupees * 100 - paisa) > 1e-6) return undefined;
  return Number.isSafeInteger(paisa) ? paisa : undefined;
}

/** The amount as eSewa's form fields carry it: "1500" or "1500.50". */
export function formatPaisaForEsewa(paisa: number): string {
  const rupees = Math.trunc(paisa / 100);
  const rest = paisa % 100;
  return rest === 0 ? String(rupees) : `${rupees}.${String(rest).padStart(2, '0')}`;
}

/** For people (logs, receipts, CSV): "1500.00". */
export function formatPaisa(paisa: number): string {
  return `${Math.trunc(paisa / 100)}.${String(paisa % 100).padStart(2, '0')}`;
}

/**
 * An amount as eSewa sends it back, as paisa. eSewa writes amounts in several ways ("100", "100.0", 100.0,
 * "1,000.0"): thousands separators are dropped and extra decimals must be zeros. Undefined if it is not an amount.
 */
export function parseEsewaAmount(raw: string): number | undefined {
  const text = raw.trim();
  // Commas only as thousands separators: "1,000.0" yes, "1,00" no.
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/.test(text)) return undefined;
  const [whole = '', fraction = ''] = text.replaceAll(',', '').split('.');
  if (!/^0*$/.test(fraction.slice(2))) return undefined;
  const paisa = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  return Number.isSafeInteger(paisa) ? paisa : undefined;
}
