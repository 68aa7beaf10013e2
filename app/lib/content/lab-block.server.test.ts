import { type Scenario, cloneScenario } from "../capacity/scenario";
import { testScenario as SAMPLE_SCENARIO } from "../capacity/test-scenario";
import { scenarioOfCode } from "../capacity/codec";
import { checkLabBlock, fieldPath, jsonProblem } from "./lab-block.server";
import { markdownToText, renderPost } from "./markdown.server";
import { parsePost } from "./posts.server";

const FRONT = "---\nslug: a-post\ntitle: A\nexcerpt: E\ndate: 2025-03-12\nreadTime: 1 min read\nviews: 0\ntags: [X]\nstatus: Published\n---\n";
/** Lines of FRONT plus the blank line after it: body line N is file line N + OFFSET. */
const OFFSET = FRONT.split("\n").length;

const block = (json: string) => `Before.\n\n\`\`\`lab\n${json}\n\`\`\`\n\nAfter.\n`;
const scenario = (change: (s: Scenario) => void = () => {}) => {
  const s = cloneScenario(SAMPLE_SCENARIO);
  change(s);
  return JSON.stringify(s, null, 2);
};

describe("a ```lab block", () => {
  it("becomes a figure part between the HTML, holding the checked scenario, and no words of the post's text", () => {
    const { body } = renderPost(block(scenario()));
    expect(body).toEqual([{ html: "<p>Before.</p>\n" }, { figure: expect.any(String) }, { html: "<p>After.</p>\n" }]);
    const figure = body[1]!;
    expect("figure" in figure && scenarioOfCode(figure.figure)).toEqual(SAMPLE_SCENARIO);
    expect(markdownToText(block(scenario()))).toBe("Before. After.");
  });

  it("keeps a hostile name as data, out of the HTML", () => {
    const hostile = `<img src=x onerror="alert(1)">`;
    const { body } = renderPost(block(scenario((s) => (s.line.stations[1]!.name = hostile))));
    expect(body.map((p) => ("html" in p ? p.html : "")).join("")).not.toContain("img");
    const figure = body.find((p) => "figure" in p);
    expect(figure && "figure" in figure && scenarioOfCode(figure.figure).line.stations[1]!.name).toBe(hostile);
  });

  it("numbers footnotes across the figure and lists them once, last", () => {
    const { body } = renderPost(`One[^a].\n\n\`\`\`lab\n${scenario()}\n\`\`\`\n\nTwo[^b].\n\n[^a]: First.\n[^b]: Second.\n`);
    expect(body).toHaveLength(3);
    const [before, , after] = body.map((p) => ("html" in p ? p.html : ""));
    expect(before).toMatch(/footnote-ref-a[\s\S]*>1</);
    expect(before).not.toContain("First.");
    expect(after).toMatch(/footnote-ref-b[\s\S]*>2</);
    expect(after).toMatch(/First\.[\s\S]*Second\./);
  });

  it("stops on a block inside a list or a quote, at that list's line", () => {
    const inList = `Intro.\n\n- An item:\n\n  \`\`\`lab\n  ${scenario().split("\n").join("\n  ")}\n  \`\`\`\n`;
    expect(() => renderPost(inList)).toThrow(/^line 3: lab block: a live figure stands on its own line/);
    const inQuote = `> \`\`\`lab\n> ${scenario().split("\n").join("\n> ")}\n> \`\`\`\n`;
    expect(() => renderPost(inQuote)).toThrow(/^line 1: lab block: a live figure stands on its own line/);
  });

  it("stops on a field the lab would refuse, naming the block's line and the field", () => {
    const backwards = scenario((s) => (s.line.stations[2]!.km = 3));
    expect(() => renderPost(block(backwards))).toThrow(/^line 3: lab block: line\.stations\[2\]\.km: must be greater than the km of Solna \(5\)/);
    const speed = scenario((s) => (s.trainTypes[1]!.speedKmh = 1000));
    expect(() => renderPost(block(speed))).toThrow(/^line 3: lab block: trainTypes\[1\]\.speedKmh: must be from 10 to 400/);
    expect(() => renderPost(block(scenario((s) => (s.trainTypes[0]!.stops = ["Nowhere"]))))).toThrow(/trainTypes\[0\]\.stops\[0\]: Nowhere is not a station/);
  });

  /** The file's line of the block's line `n` (the fence is body line 3: the JSON starts on 4). */
  const fileLine = (n: number) => OFFSET + 3 + n;
  const TRAILING = '{\n  "line": {\n    "name": "L",\n    "stations": [1, 2,],\n  },\n}';

  it("stops on broken JSON, naming the post file and the line where it breaks (front matter counted)", () => {
    const broken = scenario().replace('"km": 5', '"km": 5,,');
    const line = broken.split("\n").findIndex((l) => l.includes('"km": 5,,')) + 1;
    const run = () => parsePost("content/posts/x.md", FRONT + "\n" + block(broken));
    expect(run).toThrow(new RegExp(`^content/posts/x\\.md:${fileLine(line)}: lab block: not valid JSON: `));
  });

  it("names the line of a trailing comma, not the bracket's after it, in one line without the engine's quote", () => {
    // A comma after the last field of the first object that closes.
    const lines = scenario().split("\n");
    const line = lines.findIndex((l) => /^\s*},?$/.test(l));
    lines[line - 1] += ",";
    const trailing = lines.join("\n");
    let message = "";
    try {
      parsePost("content/posts/x.md", FRONT + "\n" + block(trailing));
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe(`content/posts/x.md:${fileLine(line)}: lab block: not valid JSON: a comma after the last entry (before "}"): JSON allows none, remove it`);
  });

  it("reads where JSON.parse stopped, whatever the engine's wording", () => {
    expect(jsonProblem(TRAILING, "Unexpected token ']', \"…\" is not valid JSON")).toEqual({ line: 4, problem: expect.stringMatching(/^a comma after the last entry \(before "\]"\)/) });
    expect(jsonProblem(TRAILING, `Unexpected token ']' in JSON at position ${TRAILING.indexOf("]")}`).line).toBe(4);
    expect(jsonProblem(TRAILING, "Expected double-quoted property name in JSON at position 40 (line 5 column 3)").line).toBe(4);
    expect(jsonProblem('{\n  "a": 1\n  "b": 2\n}', "Expected ',' or '}' after property value in JSON at position 13")).toEqual({
      line: 3,
      problem: "Expected ',' or '}' after property value",
    });
    expect(jsonProblem('{"a": "x,]"', "Unterminated string in JSON at position 11")).toEqual({ line: 1, problem: "Unterminated string" });
  });

  it("names the file for stations that run backwards", () => {
    const run = () => parsePost("content/posts/x.md", FRONT + "\n" + block(scenario((s) => s.line.stations.reverse())));
    expect(run).toThrow(/^content\/posts\/x\.md:\d+: lab block: line\.stations\[1\]\.km: must be greater/);
  });

  it("checks with the lab's own rules: what the lab imports, it takes", () => {
    expect(checkLabBlock(scenario())).toEqual(SAMPLE_SCENARIO);
    expect(() => checkLabBlock("[]")).toThrow(/lab block: /);
    expect(fieldPath(["line", "stations", 1, "km"])).toBe("line.stations[1].km");
    expect(fieldPath([])).toBe("the scenario");
  });
});

describe("a live figure in the feed", () => {
  it("becomes a link to the post, in the post's language", async () => {
    const { feedBody } = await import("./feed.server");
    const { body } = renderPost(block(scenario()));
    expect(feedBody(body, "https://example.org/sv/blog/x", "sv")).toBe(
      '<p>Before.</p>\n<p><a href="https://example.org/sv/blog/x">En levande figur: öppna inlägget för att använda den.</a></p>\n<p>After.</p>\n',
    );
  });
});
