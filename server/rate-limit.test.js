// @ts-check
import { describe, expect, it } from "vitest";
import { DAY_MS, MINUTE_MS, createRateLimiter } from "./rate-limit.js";

/** A clock the test moves by hand. */
function fakeClock(start = 1_000_000) {
  const clock = { time: start, now: () => clock.time };
  return clock;
}

describe("createRateLimiter", () => {
  it("lets a client in perMinute times, then says how long to wait", () => {
    const clock = fakeClock();
    const limiter = createRateLimiter({ perMinute: 5, perDay: 30, now: clock.now });
    for (let i = 0; i < 5; i++) expect(limiter.hit("a")).toEqual({ ok: true });
    clock.time += 20_000;
    expect(limiter.hit("a")).toEqual({ ok: false, retryAfterSeconds: 40 });
    // Another client has its own count.
    expect(limiter.hit("b")).toEqual({ ok: true });
    clock.time += 40_000;
    expect(limiter.hit("a")).toEqual({ ok: true });
  });

  it("does not count refused attempts, so waiting as told works", () => {
    const clock = fakeClock();
    const limiter = createRateLimiter({ perMinute: 1, perDay: 30, now: clock.now });
    limiter.hit("a");
    for (let i = 0; i < 50; i++) expect(limiter.hit("a").ok).toBe(false);
    clock.time += MINUTE_MS;
    expect(limiter.hit("a").ok).toBe(true);
  });

  it("holds a client to perDay across minutes, until its day is over", () => {
    const clock = fakeClock();
    const limiter = createRateLimiter({ perMinute: 5, perDay: 30, now: clock.now });
    for (let minute = 0; minute < 6; minute++) {
      for (let i = 0; i < 5; i++) expect(limiter.hit("a").ok).toBe(true);
      clock.time += MINUTE_MS;
    }
    const refused = limiter.hit("a");
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.retryAfterSeconds).toBe((DAY_MS - 6 * MINUTE_MS) / 1000);
    clock.time += DAY_MS;
    expect(limiter.hit("a").ok).toBe(true);
  });

  it("remembers at most maxClients, forgetting the least recently seen", () => {
    const clock = fakeClock();
    const limiter = createRateLimiter({ perMinute: 1, perDay: 30, maxClients: 100, now: clock.now });
    limiter.hit("spammer");
    for (let i = 0; i < 10_000; i++) {
      limiter.hit(`flood-${i}`);
      if (i === 50) expect(limiter.hit("spammer").ok).toBe(false); // seen again: kept
    }
    expect(limiter.size).toBe(100);
  });

  it("forgets clients whose day is over", () => {
    const clock = fakeClock();
    const limiter = createRateLimiter({ perMinute: 5, perDay: 30, now: clock.now });
    for (let i = 0; i < 1000; i++) limiter.hit(`c${i}`);
    expect(limiter.size).toBe(1000);
    clock.time += DAY_MS;
    limiter.hit("late");
    expect(limiter.size).toBe(1);
  });
});
