// The budgets `npm run audit` holds each page to (scripts/measure/audit.mjs), as pure functions of one
// page's row: its medians over the mobile runs and those of its no-JS copy (issue 25).

/** Budgets for every audited page on the mobile preset (median of the runs). */
export const BUDGET = { performance: 100, accessibility: 100, "best-practices": 100, seo: 100, lcp: 850, tbt: 25, cls: 0 };
/**
 * The home page's own JavaScript, compressed bytes as Lighthouse counts them: not the next
 * pages' scripts it fetches ahead once idle (issue 60), which count against SPECULATIVE_BUDGET.
 */
export const HOME_JS_BUDGET = 115 * 1024;
/**
 * What any page fetches ahead for the next pages on its first view on a phone (issue 60):
 * their data and the scripts beyond its own, compressed bytes with headers.
 */
export const SPECULATIVE_BUDGET = 40 * 1024;
/** A page's median TBT may be at most this many times its no-JS copy's, plus SLACK_MS. */
export const COPY_RATIO = 2;
export const SLACK_MS = 20;
/** The benchmark index of the machine the absolute TBT budget was set on (docs/performance.md). */
export const FAST_MACHINE = 1800;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Whether the absolute TBT budget can apply: the machine is as fast as the one it was set on, and
 * the page's copy without any script meets it. Where the copy alone blocks longer (a slow CPU, or
 * a browser build that spends longer parsing and styling, which the benchmark index does not
 * see), no script could bring the page within it, and the ratio is the bar.
 */
export function holdsAbsoluteTbt(row) {
  return median(row.benchmark) >= FAST_MACHINE && row.copyTbt <= BUDGET.tbt;
}

/** The TBT a page must stay within: the ratio to its copy, and the budget where it can hold. */
export function tbtBar(row) {
  const ratio = COPY_RATIO * row.copyTbt + SLACK_MS;
  return holdsAbsoluteTbt(row) ? Math.min(ratio, BUDGET.tbt) : ratio;
}

/** Every budget a mobile row misses, one sentence each. */
export function checkBudget(row) {
  const out = [];
  for (const cat of ["performance", "accessibility", "best-practices", "seo"]) {
    if (row[cat] < BUDGET[cat]) out.push(`${row.route}: ${cat} ${row[cat]} < ${BUDGET[cat]} (failing audits: ${row.failedAudits.join(", ")})`);
  }
  if (row.lcp > BUDGET.lcp) out.push(`${row.route}: LCP ${row.lcp} ms > ${BUDGET.lcp} ms`);
  if (row.tbt > COPY_RATIO * row.copyTbt + SLACK_MS) {
    out.push(`${row.route}: TBT ${row.tbt} ms > ${COPY_RATIO} × its no-JS copy's ${row.copyTbt} ms + ${SLACK_MS} ms`);
  }
  if (holdsAbsoluteTbt(row) && row.tbt > BUDGET.tbt) {
    out.push(`${row.route}: TBT ${row.tbt} ms > ${BUDGET.tbt} ms (benchmark index ${row.benchmark.join(", ")}; its no-JS copy ${row.copyTbt} ms)`);
  }
  if (row.cls > BUDGET.cls) out.push(`${row.route}: CLS ${row.cls} > ${BUDGET.cls}`);
  if (row.route === "/" && row.jsBytes > HOME_JS_BUDGET) {
    out.push(`/: JavaScript ${(row.jsBytes / 1024).toFixed(1)} KB > ${HOME_JS_BUDGET / 1024} KB compressed`);
  }
  if (row.speculativeBytes > SPECULATIVE_BUDGET) {
    out.push(`${row.route}: fetched ahead ${(row.speculativeBytes / 1024).toFixed(1)} KB > ${SPECULATIVE_BUDGET / 1024} KB compressed`);
  }
  return out;
}
