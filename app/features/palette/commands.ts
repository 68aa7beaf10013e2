import type { AppCommand } from "~/lib/app-commands";
import type { Site } from "~/content/site";
import type { Theme } from "~/lib/theme";
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
}

export interface PaletteCommand extends PaletteEntry {
  mode: "commands";
  /** Keeps the palette open (switching mode) instead of closing it first. */
  keepOpen?: boolean;
  run(ctx: CommandContext): void | Promise<void>;
}

export const CV_PATH = "/cv.pdf";

/** Widgets on the home page: go there first, then tell the widget (the bus waits for it). */
function onHome(ctx: CommandContext, command: AppCommand) {
  if (ctx.pathname !== "/") ctx.navigate("/");
  ctx.send(command);
}

const theme = (t: Theme, label: string): PaletteCommand => ({
  id: `theme:${t}`,
  mode: "commands",
  label: `Theme: ${label}`,
  run: (ctx) => {
    ctx.setTheme(t);
    ctx.announce(`${label} theme`);
  },
});

/** The command table, in the order the palette lists it with an empty query. */
export function buildCommands(owner: Pick<Site, "email" | "github" | "linkedin" | "marketplaceUrl" | "marketplaceName">): PaletteCommand[] {
  return [
    {
      id: "palette:files",
      mode: "commands",
      label: "Go to File…",
      shortcut: "Ctrl+P",
      keepOpen: true,
      run: (ctx) => ctx.switchMode("files"),
    },
    theme("light", "Light"),
    theme("dark", "Dark"),
    theme("system", "System"),
    { id: "terminal:focus", mode: "commands", label: "Terminal: Focus", run: (ctx) => onHome(ctx, "terminal:focus") },
    { id: "simulation:play", mode: "commands", label: "Simulation: Play", run: (ctx) => onHome(ctx, "simulation:play") },
    { id: "simulation:pause", mode: "commands", label: "Simulation: Pause", run: (ctx) => onHome(ctx, "simulation:pause") },
    { id: "simulation:reset", mode: "commands", label: "Simulation: Reset", run: (ctx) => onHome(ctx, "simulation:reset") },
    {
      id: "copy:email",
      mode: "commands",
      label: "Copy E-mail Address",
      detail: owner.email,
      run: async (ctx) => {
        try {
          await ctx.copyText(owner.email);
          ctx.announce(`Copied ${owner.email} to the clipboard`);
        } catch {
          // Clipboard access can be refused (permissions, insecure origin): show the address.
          ctx.announce(`Could not copy. The address is ${owner.email}`);
        }
      },
    },
    { id: "open:github", mode: "commands", label: "Open GitHub", detail: "new tab", run: (ctx) => ctx.openExternal(owner.github) },
    { id: "open:linkedin", mode: "commands", label: "Open LinkedIn", detail: "new tab", run: (ctx) => ctx.openExternal(owner.linkedin) },
    {
      id: "open:marketplace",
      mode: "commands",
      label: `Open ${owner.marketplaceName} Gig`,
      detail: "new tab",
      run: (ctx) => ctx.openExternal(owner.marketplaceUrl),
    },
    { id: "contact:message", mode: "commands", label: "Send a Message", detail: "contact.json", run: (ctx) => ctx.navigate("/contact") },
    { id: "cv:download", mode: "commands", label: "Download CV", detail: "PDF", run: (ctx) => ctx.download(CV_PATH) },
  ];
}
