import { nextRandom } from "./rng";
import {
  DELAY_MAX_MIN,
  ON_TIME_BELOW_MIN,
  OPTIMIZE_DELAY_CUT_MIN,
  OPTIMIZE_SPEED_FACTOR,
  SPEED_MAX,
  SPEED_MIN,
  type SimAction,
  type SimState,
  TICK_MS,
  TRAIN_COUNT,
  type Train,
  computeStats,
  createSimulation,
  createTrains,
  isOnTime,
  simReducer,
} from "./simulation";

const run = (state: SimState, ...actions: SimAction[]) => actions.reduce(simReducer, state);
const ticks = (n: number): SimAction[] => Array.from({ length: n }, () => ({ type: "tick" }));
const train = (over: Partial<Train>): Train => ({
  id: 1,
  position: 0,
  speed: 1,
  type: "passenger",
  color: "info",
  delay: 0,
  ...over,
});
const withTrains = (trains: Train[], over: Partial<SimState> = {}): SimState => ({
  ...createSimulation(1),
  status: "running",
  trains,
  stats: computeStats(trains),
  ...over,
});

describe("constants of the spec", () => {
  it("match section 9", () => {
    expect([TRAIN_COUNT, SPEED_MIN, SPEED_MAX, DELAY_MAX_MIN, ON_TIME_BELOW_MIN, TICK_MS]).toEqual([8, 0.5, 2.5, 5, 2, 100]);
    expect([OPTIMIZE_SPEED_FACTOR, OPTIMIZE_DELAY_CUT_MIN]).toEqual([1.3, 1.5]);
  });
});

describe("seeded random numbers", () => {
  it("replay the same sequence for the same seed, in [0, 1)", () => {
    const a = nextRandom(42);
    expect(nextRandom(42)).toEqual(a);
    expect(a[0]).toBeGreaterThanOrEqual(0);
    expect(a[0]).toBeLessThan(1);
    expect(nextRandom(a[1])[0]).not.toBe(a[0]);
  });
});

describe("simulation", () => {
  it("starts stopped, with no trains, zero stats and not optimized", () => {
    expect(createSimulation(7)).toEqual({
      status: "stopped",
      trains: [],
      stats: { totalTrains: 0, onTime: 0, delayed: 0, efficiency: 0 },
      optimized: false,
      seed: 7,
    });
  });

  it("Play runs and creates 8 trains with type, speed and delay in range", () => {
    for (let seed = 0; seed < 200; seed++) {
      const s = run(createSimulation(seed), { type: "play" });
      expect(s.status).toBe("running");
      expect(s.trains).toHaveLength(8);
      for (const t of s.trains) {
        expect(["passenger", "freight"]).toContain(t.type);
        expect(t.color).toBe(t.type === "passenger" ? "info" : "warning");
        expect(t.speed).toBeGreaterThanOrEqual(0.5);
        expect(t.speed).toBeLessThanOrEqual(2.5);
        expect(t.delay).toBeGreaterThanOrEqual(0);
        expect(t.delay).toBeLessThanOrEqual(5);
        expect(t.position).toBeGreaterThanOrEqual(0);
        expect(t.position).toBeLessThan(100);
      }
      expect(new Set(s.trains.map((t) => t.id)).size).toBe(8);
    }
  });

  it("draws both types and the whole speed and delay ranges across runs", () => {
    const all = Array.from({ length: 100 }, (_, seed) => createTrains(seed).trains).flat();
    expect(all.some((t) => t.type === "passenger")).toBe(true);
    expect(all.some((t) => t.type === "freight")).toBe(true);
    expect(Math.min(...all.map((t) => t.speed))).toBeLessThan(0.6);
    expect(Math.max(...all.map((t) => t.speed))).toBeGreaterThan(2.4);
    expect(Math.min(...all.map((t) => t.delay))).toBeLessThan(0.2);
    expect(Math.max(...all.map((t) => t.delay))).toBeGreaterThan(4.8);
  });

  it("is deterministic for a seed", () => {
    expect(run(createSimulation(99), { type: "play" })).toEqual(run(createSimulation(99), { type: "play" }));
  });

  it("Play computes the stats of the new trains", () => {
    const s = run(createSimulation(3), { type: "play" });
    expect(s.stats).toEqual(computeStats(s.trains));
    expect(s.stats.totalTrains).toBe(8);
  });

  it("Pause stops; Play resumes the same trains", () => {
    const running = run(createSimulation(5), { type: "play" }, ...ticks(3));
    const paused = run(running, { type: "pause" });
    expect(paused.status).toBe("stopped");
    expect(paused.trains).toBe(running.trains);
    const resumed = run(paused, { type: "play" });
    expect(resumed.status).toBe("running");
    expect(resumed.trains).toBe(running.trains);
  });

  it("Play while running changes nothing", () => {
    const s = run(createSimulation(5), { type: "play" });
    expect(run(s, { type: "play" })).toBe(s);
  });

  it("Reset stops, clears trains, stats and the optimized flag; the next Play makes new trains", () => {
    const before = run(createSimulation(5), { type: "play" }, { type: "optimize" }, ...ticks(2));
    const reset = run(before, { type: "reset" });
    expect(reset).toMatchObject({
      status: "stopped",
      trains: [],
      stats: { totalTrains: 0, onTime: 0, delayed: 0, efficiency: 0 },
      optimized: false,
    });
    const again = run(reset, { type: "play" });
    expect(again.trains).toHaveLength(8);
    expect(again.trains).not.toEqual(before.trains);
  });

  describe("tick (every 100 ms while running)", () => {
    it("moves each train by its speed, modulo 100", () => {
      const s = run(withTrains([train({ position: 10, speed: 2.5 }), train({ id: 2, position: 99, speed: 1.5 })]), { type: "tick" });
      expect(s.trains[0]?.position).toBeCloseTo(12.5);
      expect(s.trains[1]?.position).toBeCloseTo(0.5);
    });

    it("lowers each delay by 0.1 min, never below 0", () => {
      const s = run(withTrains([train({ delay: 3 }), train({ id: 2, delay: 0.1 }), train({ id: 3, delay: 0 })]), { type: "tick" });
      expect(s.trains.map((t) => t.delay)).toEqual([2.9, 0, 0]);
    });

    it("keeps delays exact over many ticks", () => {
      const s = run(withTrains([train({ delay: 5 })]), ...ticks(30));
      expect(s.trains[0]?.delay).toBe(2);
      expect(run(s, { type: "tick" }).trains[0]?.delay).toBe(1.9);
    });

    it("does nothing while stopped", () => {
      const s = withTrains([train({ position: 10, delay: 3 })], { status: "stopped" });
      expect(run(s, { type: "tick" })).toBe(s);
    });

    it("recomputes the stats", () => {
      const s = run(withTrains([train({ delay: 2.1 }), train({ id: 2, delay: 2.2 }), train({ id: 3, delay: 4 })]), { type: "tick" });
      // 2.1 → 2.0: exactly 2 is not under 2, still delayed.
      expect(s.stats).toEqual({ totalTrains: 3, onTime: 0, delayed: 3, efficiency: 0 });
      const later = run(s, { type: "tick" });
      expect(later.stats).toEqual({ totalTrains: 3, onTime: 1, delayed: 2, efficiency: 33 });
    });
  });

  it("a train is on time when its delay is under 2 min", () => {
    expect(isOnTime({ delay: 1.9 })).toBe(true);
    expect(isOnTime({ delay: 2 })).toBe(false);
    expect(computeStats([train({ delay: 0 }), train({ delay: 1.9 }), train({ delay: 2 }), train({ delay: 5 })])).toEqual({
      totalTrains: 4,
      onTime: 2,
      delayed: 2,
      efficiency: 50,
    });
    expect(computeStats([])).toEqual({ totalTrains: 0, onTime: 0, delayed: 0, efficiency: 0 });
  });

  describe("Optimize", () => {
    const trains = [train({ speed: 1, delay: 4 }), train({ id: 2, speed: 2, delay: 1 }), train({ id: 3, speed: 0.5, delay: 2.5 })];

    it("speeds trains ×1.3, cuts delays by 1.5 min (floor 0), all on time, efficiency 100 %", () => {
      const s = run(withTrains(trains), { type: "optimize" });
      expect(s.optimized).toBe(true);
      expect(s.trains.map((t) => t.speed)).toEqual([1.3, 2.6, 0.65]);
      expect(s.trains.map((t) => t.delay)).toEqual([2.5, 0, 1]);
      expect(s.stats).toEqual({ totalTrains: 3, onTime: 3, delayed: 0, efficiency: 100 });
    });

    it("is allowed only while running and not yet optimized", () => {
      const stopped = withTrains(trains, { status: "stopped" });
      expect(run(stopped, { type: "optimize" })).toBe(stopped);
      const once = run(withTrains(trains), { type: "optimize" });
      expect(run(once, { type: "optimize" })).toBe(once);
      expect(run(createSimulation(1), { type: "optimize" })).toEqual(createSimulation(1));
    });

    it("survives Pause and Play, and ticks then apply the on-time rule again", () => {
      const s = run(withTrains(trains), { type: "optimize" }, { type: "pause" }, { type: "play" });
      expect(s.optimized).toBe(true);
      const next = run(s, { type: "tick" });
      expect(next.trains[0]?.delay).toBe(2.4);
      expect(next.stats).toEqual({ totalTrains: 3, onTime: 2, delayed: 1, efficiency: 67 });
    });
  });
});
