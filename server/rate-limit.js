// @ts-check
/**
 * A per-client rate limit with two fixed windows (a minute and a day), kept in memory. The form
 * inbox is one process with one file, so a shared store would buy nothing; a restart forgets the
 * counts, which at worst lets one client in 30 more times.
 */

export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;
/**
 * ~10,000 entries are ~1-2 MB. Past it the least recently seen client is forgotten: a flood of
 * distinct addresses (an IPv6 range, a botnet) costs at most this much memory, and each of those
 * addresses still meets the limit as a new client.
 */
export const MAX_CLIENTS = 10_000;

/**
 * @typedef {{ minuteStart: number, minuteCount: number, dayStart: number, dayCount: number }} Entry
 * @typedef {{ ok: true } | { ok: false, retryAfterSeconds: number }} Verdict
 */

/**
 * @param {{ perMinute: number, perDay: number, maxClients?: number, now?: () => number }} options
 *   now: the clock (milliseconds), injectable so tests need not wait a minute.
 */
export function createRateLimiter({ perMinute, perDay, maxClients = MAX_CLIENTS, now = Date.now }) {
  /** Insertion order is recency order: each hit moves its client to the end. @type {Map<string, Entry>} */
  const clients = new Map();
  let lastSweep = now();

  /** Drops clients whose day is over: they no longer count for anything. */
  function sweep(/** @type {number} */ time) {
    lastSweep = time;
    for (const [key, entry] of clients) {
      if (time - entry.dayStart >= DAY_MS) clients.delete(key);
    }
  }

  return {
    /**
     * Counts one attempt by `key` unless it is over a limit; refused attempts are not counted,
     * so a client that waits as told gets in.
     * @param {string} key @returns {Verdict}
     */
    hit(key) {
      const time = now();
      if (time - lastSweep >= MINUTE_MS) sweep(time);
      let entry = clients.get(key);
      if (entry) {
        clients.delete(key);
      } else {
        while (clients.size >= maxClients) {
          const oldest = clients.keys().next().value;
          if (oldest === undefined) break;
          clients.delete(oldest);
        }
        entry = { minuteStart: time, minuteCount: 0, dayStart: time, dayCount: 0 };
      }
      clients.set(key, entry);
      if (time - entry.dayStart >= DAY_MS) Object.assign(entry, { dayStart: time, dayCount: 0 });
      if (time - entry.minuteStart >= MINUTE_MS) Object.assign(entry, { minuteStart: time, minuteCount: 0 });

      if (entry.dayCount >= perDay) return refuse(entry.dayStart + DAY_MS - time);
      if (entry.minuteCount >= perMinute) return refuse(entry.minuteStart + MINUTE_MS - time);
      entry.minuteCount += 1;
      entry.dayCount += 1;
      return { ok: true };
    },
    /** How many clients are remembered (for tests and the memory bound). */
    get size() {
      return clients.size;
    },
  };
}

/** @param {number} ms @returns {Verdict} */
function refuse(ms) {
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)) };
}
