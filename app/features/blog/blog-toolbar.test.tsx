// @vitest-environment happy-dom
import { useState } from "react";
import { MemoryRouter } from "react-router";
import { screen } from "@testing-library/react";
import { hydrateAfter, typeInto } from "~/lib/hydrate-test-utils";
import { BlogToolbar } from "./blog-toolbar";
import type { Topic } from "./filter";

function Toolbar() {
  const [query, setQuery] = useState("");
  const [topic, setTopic] = useState<Topic>("All");
  return (
    <>
      <BlogToolbar onQueryChange={setQuery} topics={["All", "ML", "Optimization", "LLMs"]} topic={topic} onTopicChange={setTopic} />
      <output>{`query=${query}`}</output>
    </>
  );
}

/** The toolbar reads the page's language from the address. */
function Harness({ path = "/blog" }: { path?: string }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <Toolbar />
    </MemoryRouter>
  );
}

describe("BlogToolbar before hydration", () => {
  it("filters by the search text typed before it hydrated", async () => {
    const page = await hydrateAfter(<Harness />, (c) => typeInto(c.querySelector('input[type="search"]'), "timetable"));
    expect(page.errors).toEqual([]);
    expect(screen.getByRole("searchbox", { name: "Search posts" })).toHaveValue("timetable");
    expect(screen.getByRole("status")).toHaveTextContent("query=timetable");
    page.unmount();
  });
});

describe("BlogToolbar on the Swedish blog", () => {
  it("speaks Swedish and searches /sv/blog without JavaScript", async () => {
    const page = await hydrateAfter(<Harness path="/sv/blog" />, () => {});
    expect(screen.getByRole("searchbox", { name: "Sök bland inläggen" })).toHaveAttribute("placeholder", "Sök inlägg…");
    expect(screen.getByRole("search")).toHaveAttribute("action", "/sv/blog");
    const chips = screen.getByRole("group", { name: "Filtrera på ämne" });
    expect([...chips.querySelectorAll("button")].map((b) => b.textContent)).toEqual(["Alla", "ML", "Optimering", "LLM"]);
    page.unmount();
  });
});
