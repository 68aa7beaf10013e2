import type { Project } from "~/lib/content/project";
import { countByFilter, filterFromSearch, filterProjects, PROJECT_FILTERS, statusTone } from "./filter";

const make = (id: number, category: Project["category"]): Project => ({
  id,
  slug: `p${id}`,
  title: `P${id}`,
  description: "",
  image: "🚆",
  tech: [],
  status: "Active",
  results: [],
  github: "https://github.com/x/y",
  category,
});

const sample = [make(1, "Railway"), make(2, "AI/ML"), make(3, "Railway"), make(4, "Optimization")];

describe("portfolio filter", () => {
  it("keeps everything, in order, for All", () => {
    expect(filterProjects(sample, "All").map((p) => p.id)).toEqual([1, 2, 3, 4]);
  });

  it("filters by exact category", () => {
    expect(filterProjects(sample, "Railway").map((p) => p.id)).toEqual([1, 3]);
    expect(filterProjects(sample, "AI/ML").map((p) => p.id)).toEqual([2]);
    expect(filterProjects(sample, "Optimization").map((p) => p.id)).toEqual([4]);
  });

  it("counts each filter", () => {
    expect(countByFilter(sample)).toEqual({ All: 4, Railway: 2, "AI/ML": 1, Optimization: 1 });
    expect(PROJECT_FILTERS).toEqual(["All", "Railway", "AI/ML", "Optimization"]);
  });

  it("colours the statuses as the spec says", () => {
    expect(statusTone("Production")).toBe("success");
    expect(statusTone("Active")).toBe("info");
    expect(statusTone("Beta")).toBe("warning");
    expect(statusTone("Research")).toBe("purple");
    expect(statusTone("Completed")).toBe("neutral");
  });
});

describe("filterFromSearch", () => {
  it("reads a known category from ?category= and ignores anything else", () => {
    expect(filterFromSearch("?category=Railway")).toBe("Railway");
    expect(filterFromSearch("?category=AI%2FML")).toBe("AI/ML");
    expect(filterFromSearch("?category=railway")).toBeNull();
    expect(filterFromSearch("?category=<script>")).toBeNull();
    expect(filterFromSearch("")).toBeNull();
  });
});
