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

  it("allows at most `limit` in any window, also where a fixed window would start afresh", () => {
    let now = 0;
    const limiter = new RateLimiter({ limit: 2, windowMs: 4_000, now: () => now });
    const acceptedAt = [0, 3_500, 5_000, 5_200].filter((at) => {
      now = at;
      return limiter.take("a").ok;
    });
    // A window counted from the first post (0 to 4 s) would start afresh at 4 s
    // and take all four: three within 1.7 s.
    expect(acceptedAt).toEqual([0, 3_500, 5_000]);
  });

  it("forgets the least recently seen client first once it holds `maxKeys`", () => {
    const limiter = new RateLimiter({ limit: 1, maxKeys: 2, now: () => 0 });
    for (const key of ["a", "b", "c"]) expect(limiter.take(key).ok, key).toBe(true);
    expect(limiter.take("c").ok, "c, still held").toBe(false);
    expect(limiter.take("b").ok, "b, still held").toBe(false);
    expect(limiter.take("a").ok, "a, forgotten").toBe(true);
  });
});
