/** What the parent can choose to pay: from the oldest unpaid month up to one they pick, and what that comes to. */
import type { UnpaidDue } from './feesApi';

/** The months of the dues, oldest first, each once (B.S. `YYYY-MM` sorts as text). */
export function monthsOf(dues: readonly UnpaidDue[]): string[] {
  return [...new Set(dues.map((due) => due.month))].sort();
}

/** The dues paid by paying up to and including `throughMonth`. */
export function duesThrough(dues: readonly UnpaidDue[], throughMonth: string): UnpaidDue[] {
  return dues.filter((due) => due.month <= throughMonth);
}

export function totalPaisaOf(dues: readonly UnpaidDue[]): number {
  return dues.reduce((sum, due) => sum + due.amountPaisa, 0);
}
