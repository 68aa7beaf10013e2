// @vitest-environment jsdom
import { useState } from "react";
import { screen } from "@testing-library/react";
import { hydrateAfter, typeInto } from "~/lib/hydrate-test-utils";
import { BlogToolbar } from "./blog-toolbar";
import type { Topic } from "./filter";

function Harness() {
  const [query, setQuery] = useState("");
  const [topic, setTopic] = useState<Topic>("All");
  return (
    <>
      <BlogToolbar onQueryChange={setQuery} topic={topic} onTopicChange={setTopic} />
      <output>{`query=${query}`}</output>
    </>
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
