import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { formResults } from "./content/form-results";
import { pages } from "./content/pages";

export default [
  ...pages.map((p) => (p.path === "/" ? index(p.module) : route(p.path, p.module))),
  // Where forms posted without JavaScript land (issue 15).
  ...formResults.map((r) => route(r.path, "routes/form-result.tsx", { id: `form-result${r.path}` })),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
