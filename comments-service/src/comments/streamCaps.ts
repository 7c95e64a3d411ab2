import { addressKey } from '@school/service-kit';

/**
 * How many live-comment streams are open, in all and per client address, so that readers of a viral article
 * never take more than their budget: the site's pages, assets and payments keep theirs (nginx holds its own,
 * larger connection budget around this one; docs/operations.md, "Live comments at scale").
 *
 * The per-address cap is a small share of the total, not a handful: many parents on one mobile network share one
 * public address (carrier-grade NAT), so it stops one abuser from taking every stream without rationing them.
 */
export class StreamCaps {
  private total = 0;
  private readonly byAddress = new Map<string, number>();

  constructor(
    readonly maxTotal: number,
    readonly maxPerAddress: number,
  ) {}

  /** Takes one stream for the address, or says which cap is full. */
  tryOpen(address: string): 'opened' | 'address-full' | 'all-full' {
    const key = addressKey(address);
    const held = this.byAddress.get(key) ?? 0;
    if (held >= this.maxPerAddress) return 'address-full';
    if (this.total >= this.maxTotal) return 'all-full';
    this.byAddress.set(key, held + 1);
    this.total += 1;
    return 'opened';
  }

  /** Gives back one stream of the address (call once per `opened`). */
  release(address: string): void {
    const key = addressKey(address);
    const held = this.byAddress.get(key) ?? 0;
    if (held <= 1) this.byAddress.delete(key);
    else this.byAddress.set(key, held - 1);
    this.total = Math.max(0, this.total - 1);
  }

  get open(): number {
    return this.total;
  }

  openFrom(address: string): number {
    return this.byAddress.get(addressKey(address)) ?? 0;
  }
}
