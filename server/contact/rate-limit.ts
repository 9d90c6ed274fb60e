import { isIPv4, isIPv6 } from "node:net";

export type RateDecision =
  | { readonly ok: true; readonly release: () => void }
  | { readonly ok: false; readonly retryAfterSeconds: number };

/**
 * Sliding-window limit per client: at most `limit` accepted posts in any
 * `windowMs`. A slot is reserved when a post starts (so parallel posts cannot
 * overshoot) and released again when the post is not accepted.
 * In memory: one process is one server (restarts reset the counts).
 */
export class RateLimiter {
  readonly #hits = new Map<string, number[]>();
  readonly #limit: number;
  readonly #windowMs: number;
  readonly #now: () => number;
  readonly #maxKeys: number;

  constructor(options: { limit: number; windowMs?: number; now?: () => number; maxKeys?: number }) {
    this.#limit = options.limit;
    this.#windowMs = options.windowMs ?? 60_000;
    this.#now = options.now ?? Date.now;
    this.#maxKeys = options.maxKeys ?? 100_000;
  }

  take(key: string): RateDecision {
    const now = this.#now();
    const since = now - this.#windowMs;
    const hits = this.#hits.get(key) ?? [];
    // Timestamps are appended in order, so expired ones are at the front.
    let expired = 0;
    while (expired < hits.length && (hits[expired] ?? now) <= since) expired += 1;
    if (expired > 0) hits.splice(0, expired);
    if (hits.length >= this.#limit) {
      const oldest = hits[0] ?? now;
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest - since) / 1000)) };
    }
    hits.push(now);
    this.#hits.delete(key); // re-insert: Map order is then least recently used first
    this.#hits.set(key, hits);
    this.#evict();
    return {
      ok: true,
      release: () => {
        const current = this.#hits.get(key);
        const index = current?.lastIndexOf(now) ?? -1;
        if (current && index !== -1) current.splice(index, 1);
      },
    };
  }

  /** Bounded memory under a flood of distinct addresses: least recently used go first. */
  #evict(): void {
    for (const key of this.#hits.keys()) {
      if (this.#hits.size <= this.#maxKeys) break;
      this.#hits.delete(key);
    }
  }
}

/**
 * The rate-limit key of a client address: IPv4 as is (also when IPv4-mapped),
 * IPv6 by its /64 network, since one subscriber usually gets a whole /64.
 */
export function clientKey(address: string | undefined): string {
  if (!address) return "unknown";
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const [head = "", tail = ""] = address.split("::");
  const headParts = head ? head.split(":") : [];
  const tailParts = tail ? tail.split(":") : [];
  const missing = 8 - headParts.length - tailParts.length;
  const parts = address.includes("::")
    ? [...headParts, ...Array<string>(missing).fill("0"), ...tailParts]
    : headParts;
  return `${parts
    .slice(0, 4)
    .map((part) => part.toLowerCase().replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
