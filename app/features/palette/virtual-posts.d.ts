declare module "virtual:palette-posts" {
  const posts: readonly import("./files").PostSummary[];
  export default posts;
  export const tags: readonly import("./files").TagSummary[];
}
