import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { parse, stringify } from "yaml";
import { DATA_COLLECTIONS } from "./collections";
import { CONTENT_DIR, ContentError, loadOwnerData, ownerDataProblems } from "./data.server";

/** A copy of the owner's data files to break, in a folder of its own. */
function copy(): string {
  const dir = mkdtempSync(join(tmpdir(), "content-"));
  for (const [name, { perLanguage }] of Object.entries(DATA_COLLECTIONS)) {
    for (const file of [`${name}.yaml`, ...(perLanguage.length > 0 ? [`${name}.sv.yaml`] : [])]) cpSync(join(CONTENT_DIR, file), join(dir, file));
  }
  return dir;
}
const edit = (dir: string, file: string, change: (data: Record<string, unknown>) => void) => {
  const data = parse(readFileSync(join(dir, file), "utf8")) as Record<string, unknown>;
  change(data);
  writeFileSync(join(dir, file), stringify(data));
};

let dir: string;
beforeEach(() => {
  dir = copy();
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("the owner's data", () => {
  it("loads in every language without a problem", () => {
    expect(ownerDataProblems(["en", "sv"])).toEqual([]);
    expect(loadOwnerData("sv").services).toHaveLength(loadOwnerData("en").services.length);
  });

  it("names the file, the line and the field of a service without its title, once", () => {
    writeFileSync(join(dir, "services.yaml"), readFileSync(join(dir, "services.yaml"), "utf8").replace(/^(\s+- icon: \w+\n)\s+title: .*\n/m, "$1"));
    const file = relative(process.cwd(), join(dir, "services.yaml"));
    const problems = ownerDataProblems(["en", "sv"], dir);
    expect(problems).toEqual([expect.stringMatching(new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}:\\d+: services\\[0\\]\\.title: expected a non-empty text$`))]);
    expect(() => loadOwnerData("en", dir)).toThrow(ContentError);
  });

  it("says which values a field takes", () => {
    edit(dir, "journey.yaml", (d) => ((d.journey as { type: string }[])[0]!.type = "job"));
    expect(ownerDataProblems(["en"], dir)).toEqual([expect.stringMatching(/journey\.yaml:\d+: journey\[0\]\.type: expected one of "work", "freelance", "education"$/)]);
  });

  it("gives a YAML mistake its line", () => {
    writeFileSync(join(dir, "skills.yaml"), "skillCategories:\n  - name: A\n   skills: [x, y]\n");
    expect(ownerDataProblems(["en"], dir)[0]).toMatch(/skills\.yaml:3: /);
  });

  it("holds the Swedish file to the English one's entries", () => {
    edit(dir, "journey.sv.yaml", (d) => {
      (d.journey as unknown[]).pop();
      (d.journey as { type?: string }[])[0]!.type = "work";
    });
    const problems = ownerDataProblems(["sv"], dir);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/journey\.sv\.yaml:\d+: journey: \d+ entries, the English file has \d+/),
        expect.stringMatching(/journey\.sv\.yaml:\d+: journey\[0\]\.type: not text of this language: it is set in the English file$/),
      ]),
    );
  });

  it("fills {placeholders} with the site's values and names an unknown one", () => {
    edit(dir, "site.yaml", (d) => (d.city = "Luleå"));
    edit(dir, "contact.yaml", (d) => ((d.availability as { text: string }).text = "On site in {city}, {nowhere}."));
    expect(ownerDataProblems(["en"], dir)).toEqual([expect.stringMatching(/contact\.yaml:\d+: availability\.text: unknown placeholder \{nowhere\}: use one of .*\{city\}/)]);
    edit(dir, "contact.yaml", (d) => ((d.availability as { text: string }).text = "On site in {city}."));
    expect(loadOwnerData("en", dir)).toMatchObject({ contactAvailability: { text: "On site in Luleå." }, site: { location: expect.stringMatching(/^Luleå, /) } });
  });

  it("fills {line} with the capacity lab's line, in each language's name for it", () => {
    edit(dir, "capacity.yaml", (d) => ((d.line as { name: string }).name = "Luleå – Boden"));
    edit(dir, "capacity.sv.yaml", (d) => (d.line = { name: "Luleå–Boden (malmbanan)" }));
    edit(dir, "home.yaml", (d) => ((d.homeSections as Record<string, { intro: string }>).capacity!.intro = "Traffic on {line}."));
    edit(dir, "home.sv.yaml", (d) => ((d.homeSections as Record<string, { intro: string }>).capacity!.intro = "Trafik på {line}."));
    expect(loadOwnerData("en", dir).homeSections.capacity.intro).toBe("Traffic on Luleå – Boden.");
    expect(loadOwnerData("sv", dir).homeSections.capacity.intro).toBe("Trafik på Luleå–Boden (malmbanan).");
    // A broken capacity file is its own problem, not an unknown placeholder elsewhere too.
    edit(dir, "capacity.yaml", (d) => delete (d.line as { stations?: unknown }).stations);
    expect(ownerDataProblems(["en"], dir)).toEqual([expect.stringMatching(/^\S*capacity\.yaml:\d+: line\.stations: /)]);
  });

  it("keeps a quote the Swedish file does not translate as it was said, marked as English", () => {
    edit(dir, "services.sv.yaml", (d) => {
      for (const t of d.testimonials as Record<string, unknown>[]) delete t.content;
    });
    const [en, sv] = [loadOwnerData("en", dir), loadOwnerData("sv", dir)];
    expect(sv.testimonials.map((t) => [t.content, t.lang])).toEqual(en.testimonials.map((t) => [t.content, "en"]));
  });

  it("leaves out the lab's article when it names no published post", () => {
    mkdirSync(join(dir, "posts"));
    writeFileSync(join(dir, "posts", "a.md"), "---\nslug: a-post\nstatus: Published\n---\nBody\n");
    writeFileSync(join(dir, "posts", "b.md"), "---\nslug: a-draft\nstatus: Draft\n---\nBody\n");
    for (const [href, kept] of [["/blog/a-post", true], ["/blog/a-draft", false], ["/blog/no-such-post", false]] as const) {
      edit(dir, "capacity.yaml", (d) => ((d.lab as Record<string, unknown>).article = { href, text: "Read" }));
      expect(loadOwnerData("en", dir).capacityLab.article, href).toEqual(kept ? { href, text: "Read" } : undefined);
    }
  });
});
