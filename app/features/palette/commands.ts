import type { AppCommand } from "~/lib/app-commands";
import type { Site } from "~/lib/content/site";
import { LOCALE_NAME, type Locale, localizePath, otherLocale } from "~/lib/i18n/locale";
import { translate } from "~/lib/i18n/use-locale";
import type { Theme } from "~/lib/theme";
import { m } from "~/paraglide/messages";
import type { PaletteEntry, PaletteMode } from "./ranking";

/** What a command may do; the dialog passes the real ones, tests pass fakes. */
export interface CommandContext {
  pathname: string;
  navigate(to: string): void;
  setTheme(theme: Theme): void;
  send(command: AppCommand): void;
  copyText(text: string): Promise<void>;
  announce(message: string): void;
  openExternal(url: string): void;
  download(url: string): void;
  switchMode(mode: PaletteMode): void;
  /** Goes to the same page in `locale`, as the status bar's language control does, and remembers the choice. */
  switchLanguage(locale: Locale): void;
}

export interface PaletteCommand extends PaletteEntry {
  mode: "commands";
  /** Keeps the palette open (switching mode) instead of closing it first. */
  keepOpen?: boolean;
  run(ctx: CommandContext): void | Promise<void>;
}

export const CV_PATH = "/cv.pdf";

type Owner = Pick<Site, "email" | "github" | "linkedin" | "marketplaceUrl" | "marketplaceName">;

/** The command table in `locale`, in the order the palette lists it with an empty query. */
export function buildCommands(owner: Owner, locale: Locale = "en"): PaletteCommand[] {
  const t = translate(locale);
  const home = localizePath("/", locale);
  /** Widgets on the home page: go there first, then tell the widget (the bus waits for it). */
  const onHome = (ctx: CommandContext, command: AppCommand) => {
    if (ctx.pathname !== home) ctx.navigate(home);
    ctx.send(command);
  };
  /** The capacity lab's page (issue 37), likewise. */
  const lab = localizePath("/lab", locale);
  const onLab = (ctx: CommandContext, command: AppCommand) => {
    if (ctx.pathname !== lab) ctx.navigate(lab);
    ctx.send(command);
  };
  const theme = (id: Theme, label: string, done: string): PaletteCommand => ({
    id: `theme:${id}`,
    mode: "commands",
    label,
    run: (ctx) => {
      ctx.setTheme(id);
      ctx.announce(done);
    },
  });
  const other = otherLocale(locale);
  const language = `${t(m.palette_language)}: ${LOCALE_NAME[other]}`;
  const newTab = t(m.palette_new_tab);

  return [
    {
      id: "palette:files",
      mode: "commands",
      label: t(m.palette_go_to_file),
      shortcut: "Ctrl+P",
      keepOpen: true,
      run: (ctx) => ctx.switchMode("files"),
    },
    theme("light", t(m.palette_theme_light), t(m.palette_theme_light_set)),
    theme("dark", t(m.palette_theme_dark), t(m.palette_theme_dark_set)),
    theme("system", t(m.palette_theme_system), t(m.palette_theme_system_set)),
    {
      id: "language:switch",
      mode: "commands",
      label: language,
      // The language's own name, in that language: what its readers look for.
      labelLang: { lang: other, from: language.length - LOCALE_NAME[other].length },
      run: (ctx) => ctx.switchLanguage(other),
    },
    { id: "terminal:focus", mode: "commands", label: t(m.palette_terminal_focus), run: (ctx) => onHome(ctx, "terminal:focus") },
    { id: "simulation:play", mode: "commands", label: t(m.palette_simulation_play), run: (ctx) => onHome(ctx, "simulation:play") },
    { id: "simulation:pause", mode: "commands", label: t(m.palette_simulation_pause), run: (ctx) => onHome(ctx, "simulation:pause") },
    { id: "simulation:reset", mode: "commands", label: t(m.palette_simulation_reset), run: (ctx) => onHome(ctx, "simulation:reset") },
    { id: "lab:import", mode: "commands", label: t(m.lab_palette_import), detail: "lab.ts", run: (ctx) => onLab(ctx, "lab:import") },
    { id: "lab:reset", mode: "commands", label: t(m.lab_palette_reset), detail: "lab.ts", run: (ctx) => onLab(ctx, "lab:reset") },
    {
      id: "copy:email",
      mode: "commands",
      label: t(m.palette_copy_email),
      detail: owner.email,
      run: async (ctx) => {
        try {
          await ctx.copyText(owner.email);
          ctx.announce(t(m.palette_copied, { address: owner.email }));
        } catch {
          // Clipboard access can be refused (permissions, insecure origin): show the address.
          ctx.announce(t(m.palette_copy_failed, { address: owner.email }));
        }
      },
    },
    { id: "open:github", mode: "commands", label: t(m.palette_open_github), detail: newTab, run: (ctx) => ctx.openExternal(owner.github) },
    { id: "open:linkedin", mode: "commands", label: t(m.palette_open_linkedin), detail: newTab, run: (ctx) => ctx.openExternal(owner.linkedin) },
    {
      id: "open:marketplace",
      mode: "commands",
      label: t(m.palette_open_marketplace, { name: owner.marketplaceName }),
      detail: newTab,
      run: (ctx) => ctx.openExternal(owner.marketplaceUrl),
    },
    {
      id: "contact:message",
      mode: "commands",
      label: t(m.palette_send_message),
      detail: "contact.json",
      run: (ctx) => ctx.navigate(localizePath("/contact", locale)),
    },
    { id: "cv:download", mode: "commands", label: t(m.palette_download_cv), detail: "PDF", run: (ctx) => ctx.download(localizePath(CV_PATH, locale)) },
  ];
}
