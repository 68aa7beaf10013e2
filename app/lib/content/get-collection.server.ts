/**
 * Any collection the owner writes, in one language, through one door: the data files
 * (content/*.yaml, collections.ts), the posts and the projects. Each is read once and cached by
 * its own loader, which this names; a problem throws with its file, line and field.
 */
import type { Locale } from "../i18n/locale";
import type { Post } from "./blog-post";
import { DATA_COLLECTIONS, type DataName } from "./collections";
import { type OwnerData, loadOwnerData } from "./data.server";
import { loadPostsSync } from "./posts.server";
import { type LoadedProject, loadProjectsSync } from "./projects.server";

export type CollectionName = DataName | "posts" | "projects";

export const COLLECTIONS: readonly CollectionName[] = [...(Object.keys(DATA_COLLECTIONS) as DataName[]), "projects", "posts"];

export function getCollection(name: "posts", lang: Locale): Post[];
export function getCollection(name: "projects", lang: Locale): LoadedProject[];
export function getCollection(name: DataName, lang: Locale): OwnerData;
export function getCollection(name: CollectionName, lang: Locale): Post[] | LoadedProject[] | OwnerData {
  if (name === "posts") return loadPostsSync(undefined, lang);
  if (name === "projects") return loadProjectsSync(lang);
  // The data collections join and derive across files (a service's contact is the site's), so
  // they are read together: each name gives the language's whole data.
  return loadOwnerData(lang);
}
