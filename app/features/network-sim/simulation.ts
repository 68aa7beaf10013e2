/**
 * The train-network simulation: pure state, actions and tick (spec sections 4 and 9).
 * Delays live on a 0.1-minute grid so repeated subtraction never drifts across the
 * 2-minute on-time line through floating-point error.
 */
import { nextRandom } from "./rng";

export const TRAIN_COUNT = 8;
export const SPEED_MIN = 0.5;
export const SPEED_MAX = 2.5;
export const DELAY_MAX_MIN = 5;
/** A train is on time when its delay is under this many minutes. */
export const ON_TIME_BELOW_MIN = 2;
export const TICK_MS = 100;
export const DELAY_STEP_MIN = 0.1;
export const OPTIMIZE_SPEED_FACTOR = 1.3;
export const OPTIMIZE_DELAY_CUT_MIN = 1.5;
export const TRACK_LENGTH = 100;

export type TrainType = "passenger" | "freight";
/** Semantic colour tokens, so both themes keep their contrast. */
export type TrainColor = "info" | "warning";

export const TRAIN_COLORS: Record<TrainType, TrainColor> = { passenger: "info", freight: "warning" };

export interface Train {
  id: number;
  /** Place on the loop, 0 (inclusive) to 100 (exclusive). */
  position: number;
  /** Track units per tick. */
  speed: number;
  type: TrainType;
  color: TrainColor;
  /** Minutes. */
  delay: number;
}

export interface SimStats {
  totalTrains: number;
  onTime: number;
  delayed: number;
  /** Percentage of trains on time, 0-100. */
  efficiency: number;
}

export type SimStatus = "running" | "stopped";

export interface SimState {
  status: SimStatus;
  trains: readonly Train[];
  stats: SimStats;
  optimized: boolean;
  seed: number;
}

export type SimAction = { type: "play" } | { type: "pause" } | { type: "reset" } | { type: "optimize" } | { type: "tick" };

export const emptyStats: SimStats = { totalTrains: 0, onTime: 0, delayed: 0, efficiency: 0 };

const round1 = (x: number) => Math.round(x * 10) / 10;

export function createSimulation(seed: number): SimState {
  return { status: "stopped", trains: [], stats: emptyStats, optimized: false, seed };
}

export function isOnTime(train: Pick<Train, "delay">): boolean {
  return train.delay < ON_TIME_BELOW_MIN;
}

export function computeStats(trains: readonly Train[]): SimStats {
  const onTime = trains.filter(isOnTime).length;
  const total = trains.length;
  return {
    totalTrains: total,
    onTime,
    delayed: total - onTime,
    efficiency: total === 0 ? 0 : Math.round((onTime / total) * 100),
  };
}

/** Eight trains spread evenly round the loop, each with a random type, speed and delay. */
export function createTrains(seed: number): { trains: Train[]; seed: number } {
  const trains: Train[] = [];
  let s = seed;
  let r: number;
  for (let i = 0; i < TRAIN_COUNT; i++) {
    [r, s] = nextRandom(s);
    const type: TrainType = r < 0.5 ? "passenger" : "freight";
    [r, s] = nextRandom(s);
    const speed = SPEED_MIN + r * (SPEED_MAX - SPEED_MIN);
    [r, s] = nextRandom(s);
    const delay = round1(r * DELAY_MAX_MIN);
    trains.push({ id: i + 1, position: (i * TRACK_LENGTH) / TRAIN_COUNT, speed, type, color: TRAIN_COLORS[type], delay });
  }
  return { trains, seed: s };
}

export function canOptimize(state: SimState): boolean {
  return state.status === "running" && !state.optimized;
}

export function simReducer(state: SimState, action: SimAction): SimState {
  switch (action.type) {
    case "play": {
      if (state.status === "running") return state;
      if (state.trains.length > 0) return { ...state, status: "running" };
      const { trains, seed } = createTrains(state.seed);
      return { ...state, status: "running", trains, stats: computeStats(trains), seed };
    }
    case "pause":
      return state.status === "stopped" ? state : { ...state, status: "stopped" };
    case "reset":
      return createSimulation(state.seed);
    case "optimize": {
      if (!canOptimize(state)) return state;
      const trains = state.trains.map((t) => ({
        ...t,
        speed: t.speed * OPTIMIZE_SPEED_FACTOR,
        delay: Math.max(0, round1(t.delay - OPTIMIZE_DELAY_CUT_MIN)),
      }));
      const n = trains.length;
      return { ...state, optimized: true, trains, stats: { totalTrains: n, onTime: n, delayed: 0, efficiency: 100 } };
    }
    case "tick": {
      if (state.status !== "running") return state;
      const trains = state.trains.map((t) => ({
        ...t,
        position: (t.position + t.speed) % TRACK_LENGTH,
        delay: Math.max(0, round1(t.delay - DELAY_STEP_MIN)),
      }));
      return { ...state, trains, stats: computeStats(trains) };
    }
  }
}
