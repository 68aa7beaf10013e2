import { join, resolve } from "node:path";

/**
 * Where the posts are read from. `POSTS_DIR` points the build at another folder: the 200-post
 * fixture of the scale tests (scripts/author/fixture-posts.mjs) builds this way, the sample site never.
 * A module of its own, so that what needs only the folder (the share pictures) does not load the
 * Markdown renderer with posts.server.ts.
 */
export const POSTS_DIR = process.env.POSTS_DIR ? resolve(process.env.POSTS_DIR) : join(process.cwd(), "content", "posts");
