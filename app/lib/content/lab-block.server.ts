/**
 * A live figure in a post or case study: a fenced block tagged `lab` holds a scenario in the
 * capacity lab's own file format (README, "Capacity lab scenario files"). The build checks it
 * with the lab's own validation (app/lib/capacity/validate.ts, which the lab's import runs);
 * the body carries the checked scenario as a figure part, which the page renders as the figure
 * (app/features/capacity/lab-figure.tsx) without checking it again.
 */
import type { Issue } from "../capacity/issues";
import { issueWhat } from "../capacity/issue-text";
import { LIMITS, type Scenario } from "../capacity/scenario";
import { validateScenario } from "../capacity/validate";

/** "line.stations[1].km": the field as it reads in the block. */
export function fieldPath(path: Issue["path"]): string {
  if (!path.length) return "the scenario";
  return path.map((p, i) => (typeof p === "number" ? `[${p}]` : i ? `.${p}` : p)).join("");
}

/** What is wrong with the field, in the lab's own English words (app/lib/capacity/issue-text.ts). */
export function issueSentence(issue: Issue): string {
  return `${fieldPath(issue.path)}: ${issueWhat(issue, "en").replace(/\.$/, "")}`;
}

/** A bad block: the message, and the line within the block (1-based: the line after the fence) where a JSON error is. */
export class LabBlockError extends Error {
  constructor(
    message: string,
    readonly blockLine?: number,
  ) {
    super(message);
  }
}

/**
 * Where JSON.parse stopped in `text` and why, in the owner's words. The offset is read from the
 * engine's message ("at position 57", "(line 3 column 5)"); a comma before a closing bracket is
 * the mistake itself, so its line is given, not the bracket's line after it (engines that name no
 * position for it are answered by looking for the comma).
 */
export function jsonProblem(text: string, message: string): { line?: number; problem: string } {
  const lineOfOffset = (offset: number) => text.slice(0, offset).split("\n").length;
  const trailing = trailingComma(text);
  let at: number | undefined;
  const position = /position (\d+)/.exec(message);
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  if (position) at = Number(position[1]);
  else if (lineColumn) {
    const lines = text.split("\n").slice(0, Number(lineColumn[1]) - 1);
    at = lines.reduce((sum, l) => sum + l.length + 1, 0) + Number(lineColumn[2]) - 1;
  }
  if (trailing !== undefined && (at === undefined || trailing.bracket === at)) {
    return { line: lineOfOffset(trailing.comma), problem: `a comma after the last entry (before "${text[trailing.bracket]}"): JSON allows none, remove it` };
  }
  // The engine's sentence without the text it quotes back (the whole block, on one line).
  const detail = message.replace(/, "[\s\S]*" is not valid JSON$/, " is not valid JSON").replace(/ in JSON at position \d+(?: \(line \d+ column \d+\))?/, "");
  return at === undefined ? { problem: detail } : { line: lineOfOffset(at), problem: detail };
}

/** The first comma directly before a "}" or "]" (white space between), outside strings. */
function trailingComma(text: string): { comma: number; bracket: number } | undefined {
  let inString = false;
  let comma = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    if (/\s/.test(c)) continue;
    if ((c === "}" || c === "]") && comma !== -1) return { comma, bracket: i };
    comma = c === "," ? i : -1;
  }
  return undefined;
}

/** The block's scenario, checked and cleaned; throws LabBlockError. */
export function checkLabBlock(text: string): Scenario {
  if (text.length > LIMITS.fileBytes) throw new LabBlockError(`lab block: ${text.length} characters, more than the lab imports (${LIMITS.fileBytes})`);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const { line, problem } = jsonProblem(text, error instanceof Error ? error.message : String(error));
    throw new LabBlockError(`lab block: not valid JSON: ${problem}`, line);
  }
  const result = validateScenario(data);
  if (!result.ok) throw new LabBlockError(`lab block: ${result.issues.map(issueSentence).join("; ")}`);
  return result.value;
}
