import { describe, expect, it } from "vitest";
import { typeInitials } from "./type-initials";

describe("typeInitials", () => {
  it("is each type's first letter when the letters differ", () => {
    expect(typeInitials(["Commuter", "Regional", "Freight"])).toEqual(["C", "R", "F"]);
  });

  it("grows a shared start until it tells the types apart, and only those", () => {
    expect(typeInitials(["Local", "Express", "Regional", "Empty stock"])).toEqual(["L", "Ex", "R", "Em"]);
  });

  it("gives a name that starts another its whole self, and skips a start ending in a space", () => {
    expect(typeInitials(["Local", "Local fast"])).toEqual(["Local", "Local f"]);
  });

  it("keeps every initial distinct for distinct names", () => {
    const names = ["IC", "ICE", "IR", "Intercity", "X2000", "X 55"];
    const initials = typeInitials(names);
    expect(new Set(initials).size).toBe(names.length);
  });
});
