import { compileContentModule } from "./content-modules";
import { site } from "../../app/lib/content/sv/site";

describe("compileContentModule", () => {
  it("writes out a content module's values and leaves other modules alone", () => {
    const source = 'import { loadOwnerData } from "../data.server";\n\nexport const { site } = loadOwnerData("sv");\n';
    expect(compileContentModule(source, "sv/site.ts")).toBe(`export const site = ${JSON.stringify(site)};`);
    expect(compileContentModule("export const x = 1;", "x.ts")).toBeUndefined();
  });

  it("refuses a module it cannot read and a value the data lacks", () => {
    expect(() => compileContentModule('const data = loadOwnerData("en");', "a.ts")).toThrow(/one line/);
    expect(() => compileContentModule('export const { nothing } = loadOwnerData("en");', "a.ts")).toThrow(/no "nothing"/);
  });
});
