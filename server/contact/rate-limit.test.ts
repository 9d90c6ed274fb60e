import { describe, expect, it } from "vitest";
import { clientKey, RateLimiter } from "./rate-limit";

describe("clientKey", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["2001:db8:1:2::a", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002:ffff:0:0:b", "2001:db8:1:2::/64"],
    ["::1", "0:0:0:0::/64"],
    [undefined, "unknown"],
  ])("%s -> %s", (address, expected) => {
    expect(clientKey(address)).toBe(expected);
  });
});

describe("RateLimiter", () => {
  it("allows `limit` per sliding window, releases refused posts, and says when to retry", () => {
    let now = 1_000_000;
    const limiter = new RateLimiter({ limit: 2, windowMs: 60_000, now: () => now });
    const first = limiter.take("a");
    expect(first.ok).toBe(true);
    now += 10_000;
    expect(limiter.take("a").ok).toBe(true);
    expect(limiter.take("a")).toEqual({ ok: false, retryAfterSeconds: 50 });
    expect(limiter.take("b").ok).toBe(true);
    if (first.ok) first.release();
    expect(limiter.take("a").ok).toBe(true);
    now += 60_000;
    expect(limiter.take("a").ok).toBe(true);
  });

  it("stays fast and bounded with a huge limit and many requests", () => {
    const limiter = new RateLimiter({ limit: 1_000_000_000, maxKeys: 100 });
    const start = performance.now();
    for (let i = 0; i < 50_000; i += 1) limiter.take("bench");
    for (let i = 0; i < 1_000; i += 1) limiter.take(`client-${i}`);
    expect(performance.now() - start).toBeLessThan(1_000);
  });
});
