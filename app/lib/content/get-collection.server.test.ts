import { COLLECTIONS, getCollection } from "./get-collection.server";

describe("getCollection", () => {
  it("reads every collection in every language, the same on a second read", () => {
    for (const lang of ["en", "sv"] as const) {
      for (const name of COLLECTIONS) expect(getCollection(name as "posts", lang)).toEqual(getCollection(name as "posts", lang));
    }
    expect(getCollection("projects", "sv").every((p) => p.lang === "sv")).toBe(true);
    expect(getCollection("site", "sv").site.ownerName).toBe(getCollection("site", "en").site.ownerName);
  });
});
