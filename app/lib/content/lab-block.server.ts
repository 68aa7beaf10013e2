/**
 * A live figure in a post or case study: a fenced block tagged `lab` holds a scenario in the
 * capacity lab's own file format (README, "Capacity lab scenario files"). The build checks it
 * with the lab's own validation (app/lib/lab-scenario/validate.ts, which the lab's import runs)
 * and writes a placeholder that the page renders as the figure (app/features/capacity/lab-figure.tsx).
 */
import type { Issue } from "../lab-scenario/issues";
import { LIMITS } from "../lab-scenario/scenario";
import { validateScenario } from "../lab-scenario/validate";

export { LIVE_FIGURE_ATTR } from "./blog-post";

/** "line.stations[1].km": the field as it reads in the block. */
export function fieldPath(path: Issue["path"]): string {
  if (!path.length) return "the scenario";
  return path.map((p, i) => (typeof p === "number" ? `[${p}]` : i ? `.${p}` : p)).join("");
}

/** What is wrong with the field, in the words of the build's other errors (English, like them). */
export function issueSentence({ code, path, params = {} }: Issue): string {
  const p = (k: string) => String(params[k] ?? "");
  const what: Record<string, string> = {
    type: `must be ${p("expected") === "list" ? "a list" : p("expected") === "object" ? "an object" : p("expected") === "text" ? "text" : "a number"}`,
    required: "is missing",
    range: `must be from ${p("min")} to ${p("max")}`,
    integer: `must be a whole number from ${p("min")} to ${p("max")}`,
    count: `must have from ${p("min")} to ${p("max")} entries`,
    name_empty: "must not be empty",
    name_length: `must be at most ${p("max")} characters`,
    name_control: "must not hold control or direction characters",
    km_order: `must be greater than the station before it (${p("previous")}, km ${p("previousKm")})`,
    duplicate_station: `repeats the station name "${p("name")}"`,
    duplicate_type: `repeats the train type name "${p("name")}"`,
    unknown_stop: `names "${p("name")}", which is no station of the line`,
    stops: `must be "all" or a list of station names`,
    order: `must be "timetabled" or "optimised"`,
    blocks_section: `makes ${p("blocks")} blocks between ${p("from")} and ${p("to")}, more than ${p("max")}`,
    blocks_line: `makes ${p("blocks")} blocks on the line, more than ${p("max")}`,
  };
  return `${fieldPath(path)} ${what[code] ?? `is not valid (${code})`}`;
}

/** A bad block: the message, and the line within the block where a JSON error is (1-based). */
export class LabBlockError extends Error {
  constructor(
    message: string,
    readonly blockLine?: number,
  ) {
    super(message);
  }
}

/** The line of `text` at a JSON.parse error's position ("… at position 57 …"), if it says. */
function jsonErrorLine(text: string, message: string): number | undefined {
  const at = /position (\d+)/.exec(message);
  return at ? text.slice(0, Number(at[1])).split("\n").length : undefined;
}

/** The block's scenario, checked and cleaned, as compact JSON; throws LabBlockError. */
export function checkLabBlock(text: string): string {
  if (text.length > LIMITS.fileBytes) throw new LabBlockError(`lab block: ${text.length} characters, more than the lab imports (${LIMITS.fileBytes})`);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    const line = jsonErrorLine(text, detail);
    throw new LabBlockError(`lab block: not valid JSON${line ? ` (at the block's line ${line})` : ""}: ${detail}`, line);
  }
  const result = validateScenario(data);
  if (!result.ok) throw new LabBlockError(`lab block: ${result.issues.map(issueSentence).join("; ")}`);
  return JSON.stringify(result.value);
}
