/**
 * The Services page: services, process and testimonials in Swedish, from content/ (collections.ts declares the files). In Node this reads them
 * (data.server.ts); the site's build compiles this module to its checked values
 * (scripts/build/content-modules.ts), so a page's scripts carry this data and nothing else.
 */
import { loadOwnerData } from "../data.server";
export type { Service, ServiceContact } from "../data.server";
export type { ProcessStep, ServiceIcon, Testimonial } from "../collections";

export const { services, processSteps, testimonials } = loadOwnerData("sv");
