/**
 * Binds the model to the lab's content: a line and its train types in, one analysis per
 * set of counts out. The headway table is built once per lab, not per input change.
 */
import {
  type Block,
  type BlockingTime,
  type LimitStatus,
  type LineSpec,
  type Station,
  type TrainSpec,
  blockingTimes,
  bottleneckIndex,
  headwayTable,
  limitStatus,
  lineBlocks,
  occupancies,
  optimisedOrder,
  timetabledOrder,
} from "~/lib/capacity/blocking-time";

export interface LabTrainType {
  name: string;
  speedKmh: number;
  stops: "all" | readonly string[];
  offset: number;
}

export interface LabLine {
  stations: readonly Station[];
  blockKm: number;
  dwellMin: number;
  releaseMin: number;
}

export interface SectionResult {
  from: string;
  to: string;
  occupancy: number;
}

export interface Analysis {
  counts: readonly number[];
  optimised: boolean;
  /** Type indices in running order around the hour. */
  order: number[];
  sections: SectionResult[];
  /** -1 when there are no trains. */
  bottleneck: number;
  status: LimitStatus | null;
}

export interface Lab {
  stations: readonly Station[];
  specs: TrainSpec[];
  blocks: Block[];
  /** blocking[type][block] */
  blocking: BlockingTime[][];
  /** headways[section][a][b] */
  headways: number[][][];
  analyse(counts: readonly number[], optimised: boolean): Analysis;
}

export function trainSpec(type: LabTrainType, line: LabLine): TrainSpec {
  const intermediate = line.stations.slice(1, -1);
  const stops = type.stops === "all" ? intermediate : intermediate.filter((s) => (type.stops as readonly string[]).includes(s.name));
  return { speedKmh: type.speedKmh, stopsKm: stops.map((s) => s.km), dwellMin: line.dwellMin };
}

export function createLab(line: LabLine, types: readonly LabTrainType[], recommended: number): Lab {
  const spec: LineSpec = line;
  const specs = types.map((t) => trainSpec(t, line));
  const blocks = lineBlocks(spec);
  const headways = headwayTable(spec, specs);
  const offsets = types.map((t) => t.offset);
  return {
    stations: line.stations,
    specs,
    blocks,
    blocking: specs.map((s) => blockingTimes(s, blocks, line.releaseMin)),
    headways,
    analyse(counts, optimised) {
      const order = optimised ? optimisedOrder(headways, counts) : timetabledOrder(counts, offsets);
      const occ = occupancies(headways, order);
      const sections = occ.map((occupancy, i) => ({ from: line.stations[i]!.name, to: line.stations[i + 1]!.name, occupancy }));
      const bottleneck = order.length ? bottleneckIndex(occ) : -1;
      return { counts, optimised, order, sections, bottleneck, status: bottleneck < 0 ? null : limitStatus(occ[bottleneck]!, recommended) };
    },
  };
}
