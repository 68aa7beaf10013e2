import { readFileSync } from "node:fs";
import { ICON_NAMES } from "~/components/icon-names";
import { SPRITE_FILE, generatedSprite, iconSprite, lucideIcons } from "./icon-sprite.mjs";

describe("the committed icon sprite", () => {
  const committed = readFileSync(SPRITE_FILE, "utf8");

  it("is what npm run icons writes from the list and the installed lucide-react", async () => {
    const expected = await generatedSprite(ICON_NAMES);
    expect(committed === expected, `${SPRITE_FILE} is stale: run \`npm run icons\` and commit it`).toBe(true);
  });

  it("has a symbol for every listed name, and no other", () => {
    const ids = [...committed.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual([...ICON_NAMES]);
  });
});

describe("iconSprite", () => {
  it("writes each icon as a symbol carrying lucide's stroke, its elements without React's keys", () => {
    const sprite = iconSprite([{ name: "dot", node: [["circle", { cx: 12, cy: 12, r: 1, key: "k1" }]] }], "a test");
    expect(sprite).toContain(
      '<symbol id="dot" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><circle cx="12" cy="12" r="1"/></symbol>',
    );
    expect(sprite).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg">\n<!-- .*a test.* -->\n/);
  });

  it("escapes attribute values and refuses a tag or attribute name it cannot escape", () => {
    const sprite = iconSprite([{ name: 'a"><script>', node: [["path", { d: "M0 0 & <" }]] }], "t");
    expect(sprite).toContain('<symbol id="a&quot;&gt;&lt;script&gt;" ');
    expect(sprite).toContain('<path d="M0 0 &amp; &lt;"/>');
    expect(() => iconSprite([{ name: "a", node: [["path onload", { d: "" }]] }], "t")).toThrow(/not a tag or attribute name/);
    expect(() => iconSprite([{ name: "a", node: [["path", { "on load": "" }]] }], "t")).toThrow(/not a tag or attribute name/);
  });
});

describe("lucideIcons", () => {
  it("reads lucide's data by its own name and refuses an alias, whose symbol would be named otherwise", async () => {
    const [check] = await lucideIcons(["check"]);
    expect(check?.name).toBe("check");
    expect(check?.node.length).toBeGreaterThan(0);
    await expect(lucideIcons(["trash-2"])).rejects.toThrow(/no icon "trash-2"/);
  });
});
