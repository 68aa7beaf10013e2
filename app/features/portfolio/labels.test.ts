import { filterLabel, filterName, statusLabel } from "./labels";
import { translate } from "~/lib/i18n/use-locale";

const en = translate("en");
const sv = translate("sv");

describe("portfolio labels", () => {
  it("shows the content's own keys on English pages, as before", () => {
    for (const filter of Object.keys(filterLabel)) expect(filterName(filter, en)).toBe(filter);
    for (const status of Object.keys(statusLabel) as (keyof typeof statusLabel)[]) expect(en(statusLabel[status])).toBe(status);
  });

  it("names categories and statuses in Swedish on Swedish pages", () => {
    expect(["All", "Railway", "AI/ML", "Optimization"].map((f) => filterName(f, sv))).toEqual(["Alla", "Järnväg", "AI/ML", "Optimering"]);
    expect(
      (["Production", "Active", "Research", "Completed", "Beta"] as const).map((s) => sv(statusLabel[s])),
    ).toEqual(["Produktion", "Aktiv", "Forskning", "Avslutad", "Beta"]);
  });

  it("shows an owner's own category as written, in every language", () => {
    expect(filterName("Consulting", en)).toBe("Consulting");
    expect(filterName("Consulting", sv)).toBe("Consulting");
  });
});
