import { PROJECT_FILTERS } from "./filter";
import { filterLabel, statusLabel } from "./labels";
import { translate } from "~/lib/i18n/use-locale";

const en = translate("en");
const sv = translate("sv");

describe("portfolio labels", () => {
  it("shows the content's own keys on English pages, as before", () => {
    for (const filter of PROJECT_FILTERS) expect(en(filterLabel[filter])).toBe(filter);
    for (const status of Object.keys(statusLabel) as (keyof typeof statusLabel)[]) expect(en(statusLabel[status])).toBe(status);
  });

  it("names categories and statuses in Swedish on Swedish pages", () => {
    expect(PROJECT_FILTERS.map((f) => sv(filterLabel[f]))).toEqual(["Alla", "Järnväg", "AI/ML", "Optimering"]);
    expect(
      (["Production", "Active", "Research", "Completed", "Beta"] as const).map((s) => sv(statusLabel[s])),
    ).toEqual(["Produktion", "Aktiv", "Forskning", "Avslutad", "Beta"]);
  });
});
