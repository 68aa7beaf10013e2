import { type DragEvent, useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { subscribeAppCommand } from "~/lib/app-commands";
import { useLocale, useT } from "~/lib/i18n/use-locale";
import { cn } from "~/lib/cn";
import { m } from "~/paraglide/messages";
import { download } from "./download";
import { fileStem, scenarioJson } from "../exports";
import { importInputs, readFiles } from "~/lib/capacity/import";
import type { Issue } from "~/lib/capacity/issues";
import { LabGraph } from "./lab-graph";
import { issueText } from "~/lib/capacity/issue-text";
import { LineEditor } from "./line-editor";
import { ResultSummary, SectionTable } from "./results";
import { RoomTable } from "./room-table";
import { IMPORT_INPUT_ID, SINGLE_TRACK_SAMPLE, ScenarioBar } from "./scenario-bar";
import { type Scenario, scenarioTitle } from "~/lib/capacity/scenario";
import { SAMPLES } from "./samples";
import { capacityLab as enLab } from "~/lib/content/capacity";
import { capacityLab as svLab } from "~/lib/content/sv/capacity";
import { TimetableGraph } from "./timetable-graph";
import { TrafficEditor } from "./traffic-editor";
import { useLabActions } from "./use-lab-actions";
import { useLabResult } from "./use-lab-result";
import { useLabScenario } from "./use-lab-scenario";

/** The post the owner's capacity lab links, in the page's language, if it names one (content/capacity.yaml). */
const ARTICLE = { en: enLab.article, sv: svLab.article } as const;

interface Problem {
  issues: Issue[];
  context: unknown;
}

/**
 * The capacity lab page: the visitor's line and traffic, the result (summary, section table,
 * train graph, room left), and the editors. Its state is the address (use-lab-scenario.ts); its
 * computing runs in a worker (use-lab-result.ts). The parts below word their text with
 * `translate(locale)`, not `useT()`, which reads the location and so re-renders on every edit.
 */
export function LabPage() {
  const t = useT();
  const locale = useLocale();
  const sample = SAMPLES[locale];
  const article = ARTICLE[locale];
  const { scenario, unreadableLink, canUndo, commit, endField, undo } = useLabScenario(sample);
  const { result, scenario: shown, busy } = useLabResult(scenario, sample);
  const actions = useLabActions(scenario, commit, locale);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [note, setNote] = useState("");
  const [dragging, setDragging] = useState(false);

  const apply = useCallback(
    (next: Scenario, message: string) => {
      setProblem(null);
      setNote(message);
      commit(next);
    },
    [commit],
  );

  const importAll = async (inputs: Parameters<typeof importInputs>[0], label: string) => {
    const r = await importInputs(inputs, scenario);
    if (r.ok) return apply(r.value, m.lab_imported({ name: label }, { locale }));
    setNote("");
    setProblem({ issues: r.issues, context: r.context ?? scenario });
  };
  const importFiles = async (files: File[]) => {
    const read = await readFiles(files);
    if (Array.isArray(read)) return importAll(read, files.map((f) => f.name).join(", "));
    setNote("");
    setProblem({ issues: [read], context: null });
  };

  const reset = useCallback(() => apply(sample, m.lab_reset_done({}, { locale })), [apply, sample, locale]);
  const singleTrackSample = () => {
    const file = SINGLE_TRACK_SAMPLE[locale];
    fetch(`/lab/${file}`)
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(String(response.status)))))
      .then((text) => importAll([{ name: file, text }], file))
      .catch(() => setNote(m.lab_sample_failed({}, { locale })));
  };

  const onCopyLink = () =>
    navigator.clipboard
      ?.writeText(window.location.href)
      .then(() => setNote(m.lab_link_copied({}, { locale })))
      .catch(() => setNote(m.lab_link_copy_failed({}, { locale })));
  const onUndo = () => {
    setProblem(null);
    setNote(m.lab_undone({}, { locale }));
    undo();
  };

  // The palette's ">Lab: import scenario" and ">Lab: reset to sample" (app/lib/app-commands.ts).
  useEffect(() => subscribeAppCommand("lab:reset", reset), [reset]);
  useEffect(
    () =>
      subscribeAppCommand("lab:import", () => {
        const input = document.getElementById(IMPORT_INPUT_ID) as HTMLInputElement | null;
        input?.scrollIntoView({ block: "center" });
        input?.focus();
        // Opening the picker needs the keypress that chose the command; without it, focus is enough.
        try {
          input?.showPicker();
        } catch {
          /* no user activation left: the focused button opens it */
        }
      }),
    [],
  );

  const onDrop = (e: DragEvent) => {
    if (!e.dataTransfer.types.includes("Files")) return;
    e.preventDefault();
    setDragging(false);
    void importFiles([...e.dataTransfer.files]);
  };

  return (
    <div
      className="relative"
      onDragOver={(e) => {
        if (!e.dataTransfer.types.includes("Files")) return;
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(e) => {
        if (e.currentTarget === e.target) setDragging(false);
      }}
      onDrop={onDrop}
    >
      {dragging && (
        <div className="pointer-events-none fixed inset-0 z-40 flex items-center justify-center bg-background/80 font-mono text-lg font-semibold text-accent">
          <span className="rounded-md border-2 border-dashed border-accent px-8 py-6">{t(m.lab_drop_here)}</span>
        </div>
      )}
      <header className="mb-6">
        <p className="font-mono text-xs text-syntax-comment">{"// lab.ts"}</p>
        <h1 className="mt-2 font-mono text-2xl font-bold tracking-tight text-foreground sm:text-3xl">{t(m.lab_heading)}</h1>
        <p className="mt-3 max-w-3xl text-base leading-relaxed text-muted-foreground">{t(m.lab_intro)}</p>
      </header>

      <section aria-labelledby="lab-scenario-heading" className="mb-6">
        <h2 id="lab-scenario-heading" className="mb-3 font-mono text-lg font-semibold text-foreground">
          {t(m.lab_scenario_heading)}: <span className="text-syntax-string">{scenarioTitle(scenario)}</span>
        </h2>
        <ScenarioBar
          locale={locale}
          canUndo={canUndo}
          onFiles={(files) => void importFiles(files)}
          onPaste={(text) => void importAll([{ name: "", text }], m.lab_pasted_text({}, { locale }))}
          onDownload={() => download(`${fileStem(scenarioTitle(scenario))}.json`, scenarioJson(scenario), "application/json")}
          onCopyLink={onCopyLink}
          onUndo={onUndo}
          onReset={reset}
          onSingleTrackSample={singleTrackSample}
        />
        <div className="mt-3 space-y-2">
          {unreadableLink && (
            <p role="alert" className="rounded-sm border border-warning px-3 py-2 text-sm text-foreground">
              {t(m.lab_link_unreadable)}
            </p>
          )}
          <div role="alert" className={cn(problem && "rounded-sm border border-danger px-3 py-2 text-sm text-foreground")}>
            {problem && (
              <>
                <p className="font-semibold">{t(m.lab_import_failed)}</p>
                <ul className="mt-1 list-disc space-y-1 pl-5">
                  {problem.issues.map((issue, i) => (
                    <li key={i}>{issueText(issue, problem.context, locale)}</li>
                  ))}
                </ul>
              </>
            )}
          </div>
          {/* One line kept for it, so a note coming or going does not move the page below. */}
          <p role="status" className="min-h-5 text-sm text-muted-foreground">
            {note}
          </p>
        </div>
      </section>

      <section aria-labelledby="lab-results-heading" className="mb-10 space-y-6">
        <h2 id="lab-results-heading" className="sr-only">
          {t(m.lab_results_heading)}
        </h2>
        <ResultSummary
          result={result}
          scenario={shown}
          locale={locale}
          busy={busy}
          optimised={scenario.order === "optimised"}
          onToggleOrder={actions.toggleOrder}
        />
        {/* Laid out on its own: a result changes the figures, not the editors below. */}
        <div className="grid items-start gap-6 [contain:layout_style] lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-8">
          <SectionTable result={result} scenario={shown} locale={locale} />
          <LabGraph result={result} scenario={shown} locale={locale} />
        </div>
        <TimetableGraph result={result} scenario={shown} locale={locale} />
        <RoomTable result={result} scenario={shown} locale={locale} />
      </section>

      <div className="grid gap-10 [contain:layout_style] xl:grid-cols-2 xl:gap-8">
        <LineEditor name={scenario.name} line={scenario.line} locale={locale} actions={actions} endField={endField} />
        <TrafficEditor trainTypes={scenario.trainTypes} stations={scenario.line.stations} locale={locale} actions={actions} endField={endField} />
      </div>

      <p className="mt-10 border-t border-border pt-4 text-sm text-muted-foreground">
        {t(m.lab_model_note)}
        {article && (
          <>
            {" "}
            <Link to={article.href} className="text-accent underline underline-offset-2 hover:no-underline">
              {article.text}
            </Link>
          </>
        )}
      </p>
    </div>
  );
}
