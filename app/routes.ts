import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { pages } from "./content/pages";

export default [
  ...pages.map((p) => (p.path === "/" ? index(p.module) : route(p.path, p.module))),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
