import type { Project } from "~/lib/content/project";
import { countByFilter, filterFromSearch, filterProjects, projectFilters, statusTone } from "./filter";

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
    expect(countByFilter(sample, projectFilters(sample))).toEqual({ All: 4, Railway: 2, "AI/ML": 1, Optimization: 1 });
  });

  it("has a chip for All and each category that has a project, in the configured order", () => {
    const order = ["Railway", "AI/ML", "Optimization"];
    expect(projectFilters(sample, order)).toEqual(["All", "Railway", "AI/ML", "Optimization"]);
    // No chip for a category without a project (no "Railway 0").
    expect(projectFilters([make(1, "Optimization"), make(2, "AI/ML")], order)).toEqual(["All", "AI/ML", "Optimization"]);
    expect(projectFilters([], order)).toEqual(["All"]);
  });

  it("takes an owner's own categories: in their order, or the projects' when none is configured", () => {
    const own = [make(1, "Web"), make(2, "Data"), make(3, "Web")];
    expect(projectFilters(own, ["Data", "Web", "Mobile"])).toEqual(["All", "Data", "Web"]);
    expect(projectFilters(own, [])).toEqual(["All", "Web", "Data"]);
    expect(countByFilter(own, projectFilters(own, []))).toEqual({ All: 3, Web: 2, Data: 1 });
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
  it("reads a shown category from ?category= and ignores anything else", () => {
    const filters = ["All", "Railway", "AI/ML", "Optimization"];
    expect(filterFromSearch("?category=Railway", filters)).toBe("Railway");
    expect(filterFromSearch("?category=AI%2FML", filters)).toBe("AI/ML");
    expect(filterFromSearch("?category=railway", filters)).toBeNull();
    expect(filterFromSearch("?category=<script>", filters)).toBeNull();
    expect(filterFromSearch("", filters)).toBeNull();
    // A category with no chip (no project) is not selected.
    expect(filterFromSearch("?category=Railway", ["All", "AI/ML"])).toBeNull();
  });
});
