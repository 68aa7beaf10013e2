/**
 * The registry of the owner's data: every collection under content/ that is not a post or a
 * project, declared once with its zod schema (what the build checks, with the message the owner
 * reads) and the fields each language writes for itself. Types come from the schemas.
 *
 * A collection is `content/<name>.yaml` in English and `content/<name>.sv.yaml` in Swedish (none
 * when it has no text). The Swedish file holds only the fields `perLanguage` names (the text);
 * everything else (ids, icons,
 * numbers, links) is the English file's, so the two cannot disagree. A pattern names a path, `*`
 * standing for any entry or key; a path ending in `?` may be left out and then reads the English.
 */
import { z } from "zod";
import { LOCALES } from "../i18n/locale";
import { PROJECT_STATUSES } from "./project-statuses";

const TEXT = "expected a non-empty text";
const text = z.string({ error: TEXT }).trim().min(1, { error: TEXT });
const list = <T extends z.ZodType>(item: T, what = "entry") =>
  z.array(item, { error: "expected a list" }).min(1, { error: `expected at least one ${what}` });
const texts = list(text, "text");
const url = z.url({ error: "expected an absolute address (https://…)" });
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `expected one of ${values.map((v) => `"${v}"`).join(", ")}` });
const int = z.number({ error: "expected a number" }).int({ error: "expected a whole number" });
const num = (min: number, max: number) =>
  z.number({ error: "expected a number" }).min(min, { error: `expected at least ${min}` }).max(max, { error: `expected at most ${max}` });
const id = z.string({ error: TEXT }).regex(/^[a-z0-9][a-z0-9-]*$/, { error: "expected lowercase letters, digits and dashes" });

/** The one slug rule: a post's and a project's address segment. */
export const slugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "use lowercase letters, digits and single hyphens");

const line = z.string({ error: "expected a line of text" }).trim().min(1, "must not be empty");
const web = z.url({ protocol: /^https?$/, error: "expected a web address such as https://github.com/you/repo" });
const beside = (what: string, pattern: RegExp, example: string) =>
  z.string().regex(pattern, `${what} beside the file, by a relative path such as "${example}"`);
const isoDate = z
  .string({ error: "expected an ISO date such as 2025-03-12 (quote it if YAML reads it otherwise)" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "expected an ISO date such as 2025-03-12")
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), {
    message: "not a real calendar date",
  });

/**
 * A post's front matter (content/posts/*.md). posts.server.ts adds the checks that need the
 * post's language (its read time's form, a translation's original).
 */
export const postSchema = z.strictObject({
  slug: slugSchema,
  title: z.string().trim().min(1, "must not be empty"),
  excerpt: z.string().trim().min(1, "must not be empty"),
  date: isoDate,
  /** Optional: computed from the body's length when absent. */
  readTime: z.string().optional(),
  views: z.number().int().nonnegative(),
  tags: z.array(z.string().trim().min(1)),
  status: z.enum(["Published", "Draft"]),
  featured: z.boolean().default(false),
  /** Optional share card: a PNG or JPEG beside the post, by a path relative to it. */
  image: z
    .string()
    .regex(/^\.{1,2}\/[^?#]+\.(?:png|jpe?g)$/i, 'a PNG or JPEG beside the post, by a relative path such as "./my-post/card.png"')
    .optional(),
  /** The post's language: "en" (the default) or "sv". */
  lang: z.enum(LOCALES, { error: `expected one of ${LOCALES.join(", ")}` }).default("en"),
  /** A translation names its English original by slug; the post loader checks that it exists. */
  translationOf: slugSchema.optional(),
});
export type PostFrontMatter = z.infer<typeof postSchema>;

/**
 * A project's front matter (content/projects/<slug>.md and its twin). projects.server.ts checks
 * `category` against the owner's list (content/filters.yaml) and makes a repository name an address.
 */
export const projectSchema = z.strictObject({
  slug: slugSchema,
  id: z.number({ error: "expected a whole number (the same in both languages)" }).int("expected a whole number").positive("expected a whole number from 1 up"),
  title: line,
  description: line,
  /** An emoji shown as the card's picture. */
  image: line,
  category: line,
  status: z.enum(PROJECT_STATUSES, { error: `expected one of ${PROJECT_STATUSES.join(", ")}` }),
  tech: z.array(line, { error: "expected a list of technologies" }).min(1, "name at least one technology"),
  results: z.array(line, { error: "expected a list of results" }).min(1, "give at least one result"),
  /** A repository under the site's GitHub account by its name, or any repository by its address. */
  github: z
    .string({ error: "expected a repository name (my-repo) or a web address" })
    .refine((v) => /^[\w.-]+$/.test(v) || web.safeParse(v).success, "expected a repository name under your GitHub account (my-repo) or a web address such as https://github.com/you/repo"),
  demo: web.optional(),
  /** A case study's meta description; the card's description when absent. */
  summary: line.optional(),
  /** A case study's share picture (PNG or JPEG beside the file); else a card is drawn. */
  shareImage: beside("a PNG or JPEG", /^\.{1,2}\/[^?#]+\.(?:png|jpe?g)$/i, "./my-project/card.png").optional(),
  /** A railway case study's line for the capacity lab: a scenario file (the lab's JSON format). */
  lab: beside("a scenario JSON file", /^\.{1,2}\/[^?#]+\.json$/i, "./my-project/line.json").optional(),
});
export type ProjectFrontMatter = z.infer<typeof projectSchema>;

export const siteSchema = z.strictObject({
  ownerName: text,
  firstName: text,
  productName: text,
  productSlug: id,
  role: text,
  tagline: text,
  bio: texts,
  email: z.email({ error: "expected an e-mail address" }),
  phone: text,
  city: text,
  country: text,
  countryCode: z.string({ error: TEXT }).regex(/^[A-Z]{2}$/, { error: 'expected a two-letter ISO country code ("SE")' }),
  availability: text,
  github: url,
  linkedin: url,
  marketplaceUrl: url,
  marketplaceName: text,
  /** The address the site is published at, unless SITE_URL says otherwise at build time. */
  siteUrl: url,
  copyrightYear: int,
});

export const SERVICE_ICONS = ["train", "calculator", "brain", "bot", "message"] as const;
export const servicesSchema = z.strictObject({
  /** The label of a marketplace service's button; `{marketplaceName}` is the site's. */
  marketplaceLabel: text,
  services: list(
    z.strictObject({
      icon: oneOf(SERVICE_ICONS),
      title: text,
      description: text,
      features: texts,
      /** "work": straight to you (e-mail, phone); "marketplace": ordered through the marketplace. */
      contact: oneOf(["work", "marketplace"]),
    }),
    "service",
  ),
  processSteps: list(z.strictObject({ step: int, title: text, description: text, duration: text }), "step").refine(
    (steps) => steps.every((s, i) => s.step === i + 1),
    { error: "expected the steps numbered 1, 2, 3, … in order" },
  ),
  testimonials: z.array(
    z.strictObject({
      name: text,
      role: text,
      content: text,
      tech: text,
      /** Set by the loader when a language keeps the quote as it was said. */
      lang: oneOf(["en", "sv"]).optional(),
    }),
    { error: "expected a list" },
  ),
});

export const journeySchema = z.strictObject({
  journey: list(
    z.strictObject({
      year: z.union([text, int], { error: TEXT }).transform(String),
      title: text,
      company: text,
      location: text,
      description: text,
      tech: z.array(text, { error: "expected a list" }),
      achievements: z.array(text, { error: "expected a list" }),
      type: oneOf(["work", "freelance", "education"]),
    }),
  ),
});

export const skillsSchema = z.strictObject({
  skillCategories: list(z.strictObject({ name: text, skills: texts }), "category").refine(
    (categories) => new Set(categories.map((c) => c.name)).size === categories.length,
    { error: "expected each category's name once" },
  ),
});

const section = z.strictObject({ caption: text, title: text, intro: text.optional() });
export const homeSchema = z.strictObject({
  taglines: texts,
  skillChips: texts,
  featureCards: list(
    z.strictObject({ icon: oneOf(["optimization", "reinforcement", "genai"]), title: text, description: text, tags: texts }),
    "card",
  ),
  homeSections: z.strictObject({ features: section, terminal: section, simulation: section, capacity: section, commands: section }),
  terminal: z.strictObject({
    /** The lines the terminal opens with; `{productName}`, `{ownerName}`, `{location}` are the site's. */
    welcome: texts,
    /** The terminal's commands are the site's; each needs its description, in the order `help` lists them. */
    commands: list(
      z.strictObject({ name: oneOf(["help", "about", "skills", "projects", "contact", "clear", "matrix", "railway", "ai"]), description: text }),
      "command",
    ),
    sequences: z.strictObject({ matrix: texts, railway: texts, ai: texts }),
  }),
  simulationStations: z.tuple([text, text, text, text], { error: "expected four station names" }),
  availability: z.strictObject({ note: text }),
  heroGraph: z.strictObject({
    title: text,
    stations: list(z.strictObject({ name: text, km: num(0, 5000) }), "station"),
    trains: list(
      z.strictObject({
        kind: oneOf(["commuter", "regional", "freight"]),
        depart: num(-60, 60),
        from: oneOf(["south", "north"]),
        minPerKm: num(0.05, 10),
        dwell: num(0, 30),
      }),
      "train",
    ),
  }),
});

export const contactSchema = z.strictObject({
  /** The labels of the Quick Connect card; the values are the site's. */
  quickConnect: z.strictObject({ email: text, github: text, linkedin: text, location: text }),
  availability: z.strictObject({ text, badges: texts }),
  responseTimes: list(z.strictObject({ label: text, time: text })),
});

const station = z.strictObject({ name: z.string().trim().min(1).max(40), km: num(0, 5000) });
export const capacitySchema = z.strictObject({
  line: z.strictObject({
    name: text,
    stations: z.array(station).min(2, { error: "expected at least two stations" }).max(40),
    blockKm: num(0.1, 50),
    dwellMin: num(0, 30),
    releaseMin: num(0, 10),
  }),
  /** Order matters: it is the tie-break of the timetabled order and the order tried first. */
  trainTypes: z
    .array(
      z.strictObject({
        id,
        name: text,
        speedKmh: num(10, 400),
        stops: z.union([z.literal("all"), z.array(text)], { error: 'expected "all" or a list of station names' }),
        offset: num(0, 59),
        defaultCount: int.min(0).max(30),
      }),
    )
    .min(1)
    .max(8)
    .refine((types) => new Set(types.map((t) => t.name.trim()[0]?.toUpperCase())).size === types.length, {
      error: "expected names that begin with different letters: the first letters label the lab's train orders",
    }),
  /** The occupancy the lab holds the result to (UIC 406's peak-hour figure for mixed traffic: 0.75). */
  recommendedOccupancy: num(0.1, 1),
  lab: z.strictObject({
    maxPerType: int.min(1).max(30),
    /** Optional: a post to read beside the lab; left out, the lab links nothing. */
    article: z.strictObject({ href: z.string().regex(/^\//, { error: "expected a path on this site (/blog/…)" }), text }).optional(),
  }),
});

export const cvSchema = z.strictObject({
  /** A short profile for the top of the CV, written for someone reading a CV rather than a page. */
  profile: text,
  /** The projects the CV lists, by id, in this order (at most six; left out: your first ones). */
  projectIds: z.array(int).max(6, { error: "expected at most six projects (the CV has two pages)" }).optional(),
});

const pageText = z.strictObject({ title: text, description: text, heading: text, intro: text });
export const PAGE_PATHS = ["/", "/about", "/portfolio", "/blog", "/services", "/contact"] as const;
export const pagesSchema = z.strictObject(
  Object.fromEntries(PAGE_PATHS.map((p) => [p, pageText])) as Record<(typeof PAGE_PATHS)[number], typeof pageText>,
);

export const filtersSchema = z.strictObject({
  /**
   * The Portfolio's categories: a project's `category` is one of them, and they order the
   * filter chips (a category without a project gets none). Empty: any category, in the order of
   * the projects.
   */
  projectCategories: z.array(text, { error: "expected a list" }),
  /** The blog's topic chips, in order: a topic matches a post whose tag holds its name or one of its words. */
  blogTopics: z.array(z.strictObject({ name: text, words: z.array(text).optional() }), { error: "expected a list" }),
});

export interface DataCollection {
  schema: z.ZodType;
  /** The fields each language writes for itself (see the module comment). */
  perLanguage: readonly string[];
}

export const DATA_COLLECTIONS = {
  site: { schema: siteSchema, perLanguage: ["role", "tagline", "bio", "country", "city?", "availability"] },
  services: {
    schema: servicesSchema,
    perLanguage: [
      "marketplaceLabel",
      "services.*.title",
      "services.*.description",
      "services.*.features",
      "processSteps.*.title",
      "processSteps.*.description",
      "processSteps.*.duration",
      "testimonials.*.role",
      "testimonials.*.tech",
      // A quote not translated stays as it was said, marked with its language.
      "testimonials.*.content?",
    ],
  },
  journey: {
    schema: journeySchema,
    perLanguage: ["journey.*.title", "journey.*.company", "journey.*.location", "journey.*.description", "journey.*.achievements"],
  },
  skills: { schema: skillsSchema, perLanguage: ["skillCategories.*.name", "skillCategories.*.skills"] },
  home: {
    schema: homeSchema,
    perLanguage: [
      "taglines",
      "skillChips",
      "featureCards.*.title",
      "featureCards.*.description",
      "featureCards.*.tags",
      "homeSections.*.caption?",
      "homeSections.*.title",
      "homeSections.*.intro",
      "terminal.welcome",
      "terminal.commands.*.description",
      "terminal.sequences",
      "simulationStations",
      "availability.note",
      "heroGraph.title",
    ],
  },
  contact: {
    schema: contactSchema,
    perLanguage: ["quickConnect.email", "quickConnect.github?", "quickConnect.linkedin?", "quickConnect.location", "availability.text", "availability.badges", "responseTimes"],
  },
  capacity: { schema: capacitySchema, perLanguage: ["line.name?", "trainTypes.*.name", "lab.article?"] },
  cv: { schema: cvSchema, perLanguage: ["profile"] },
  pages: { schema: pagesSchema, perLanguage: ["*.title", "*.description", "*.heading", "*.intro"] },
  // The same in every language (labels come from messages/): no Swedish file.
  filters: { schema: filtersSchema, perLanguage: [] },
} as const satisfies Record<string, DataCollection>;

export type DataName = keyof typeof DATA_COLLECTIONS;

export type SiteData = z.infer<typeof siteSchema>;
export type ServicesData = z.infer<typeof servicesSchema>;
export type ServiceIcon = (typeof SERVICE_ICONS)[number];
export type Testimonial = ServicesData["testimonials"][number];
export type ProcessStep = ServicesData["processSteps"][number];
export type JourneyEntry = z.infer<typeof journeySchema>["journey"][number];
export type JourneyType = JourneyEntry["type"];
export type SkillCategory = z.infer<typeof skillsSchema>["skillCategories"][number];
export type HomeData = z.infer<typeof homeSchema>;
export type FeatureCard = HomeData["featureCards"][number];
export type FeatureIcon = FeatureCard["icon"];
export type GraphTrainKind = HomeData["heroGraph"]["trains"][number]["kind"];
export type ContactData = z.infer<typeof contactSchema>;
export type CapacityData = z.infer<typeof capacitySchema>;
export type CapacityStation = CapacityData["line"]["stations"][number];
export type CapacityTrainType = CapacityData["trainTypes"][number];
export type CvData = z.infer<typeof cvSchema>;
export type PageText = z.infer<typeof pageText>;
export type BlogTopic = z.infer<typeof filtersSchema>["blogTopics"][number];
export type PagePath = (typeof PAGE_PATHS)[number];
