/**
 * The Swedish CV's own text, twin of app/content/cv.ts: the profile in Swedish, the same path
 * and projects. The path is the English one; the language prefix (/sv/cv.pdf) is the router's,
 * as for every page. The file name is built by the English module's function: "CV" is Swedish too.
 */
import * as en from "../cv";
import type { Localized } from "./localized";

export const cv = {
  /** Where the build publishes the PDF, before the language prefix. */
  path: "/cv.pdf",
  /** A short profile for the top of the CV, written for someone reading a CV rather than a page. */
  profile:
    "AI- och optimeringsingenjör som gör överbelastade järnvägsnät och röriga planeringsproblem till tidtabeller, scheman och verktyg som håller i den dagliga driften. Kapacitetsanalytiker inom järnväg (UIC 406, komprimering av tidtabeller, mikroskopisk simulering) med egen konsultverksamhet inom matematisk optimering, förstärkningsinlärning och tillämpningar med språkmodeller – från första modell till driftsatt och dokumenterad tjänst.",
  /** The projects the CV lists (4 to 6), by id from app/content/projects.ts, in this order. */
  projectIds: [1, 13, 7, 8, 10],
} as const satisfies Localized<typeof en.cv>;

export const cvFileName = en.cvFileName;
