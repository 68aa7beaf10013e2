// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { RouterProvider, createBrowserRouter, useSearchParams } from "react-router";
import { useUpdateSearch } from "./use-update-search";

/** Shows the query the page last rendered with; its buttons write to the address. */
function Page() {
  const update = useUpdateSearch();
  const [params] = useSearchParams();
  return (
    <>
      <output>{params.toString()}</output>
      <button onClick={() => update((p) => p.set("q", "new"))}>search</button>
      <button onClick={() => update((p) => p.delete("q"))}>clear</button>
    </>
  );
}

function renderAt(path: string) {
  window.history.replaceState(null, "", path);
  const router = createBrowserRouter([{ path: "/blog", Component: Page }]);
  render(<RouterProvider router={router} />);
  return router;
}

const press = (name: string) => act(async () => void fireEvent.click(screen.getByRole("button", { name })));

describe("useUpdateSearch", () => {
  it("keeps a parameter another writer put in the address before the page rendered it", async () => {
    renderAt("/blog?q=old");
    // Another writer's navigation is in the address, not yet in this render (a slow phone).
    window.history.replaceState(window.history.state, "", "/blog?q=old&post=headway");
    expect(screen.getByRole("status")).toHaveTextContent(/^q=old$/);
    await press("search");
    expect(window.location.search).toBe("?q=new&post=headway");
    expect(screen.getByRole("status")).toHaveTextContent(/^q=new&post=headway$/);
  });

  it("replaces the history entry and keeps the page", async () => {
    const router = renderAt("/blog?q=a");
    const entries = window.history.length;
    await press("clear");
    expect(router.state.location.pathname).toBe("/blog");
    expect(window.location.search).toBe("");
    expect(window.history.length).toBe(entries);
  });
});
