import { describe, expect, it, vi } from "vitest";
import { site } from "~/lib/content/site";
import { CV_PATH, type CommandContext, buildCommands } from "./commands";

function fakeContext(pathname = "/about"): CommandContext {
  return {
    pathname,
    navigate: vi.fn(),
    setTheme: vi.fn(),
    send: vi.fn(),
    copyText: vi.fn(() => Promise.resolve()),
    announce: vi.fn(),
    openExternal: vi.fn(),
    download: vi.fn(),
    switchMode: vi.fn(),
    switchLanguage: vi.fn(),
  };
}

const commands = buildCommands(site);
const command = (id: string) => {
  const c = commands.find((x) => x.id === id);
  if (!c) throw new Error(`no command ${id}`);
  return c;
};

describe("command table", () => {
  it("lists every command the issue asks for, with unique ids", () => {
    expect(commands.map((c) => c.label)).toEqual([
      "Go to File…",
      "Theme: Light",
      "Theme: Dark",
      "Theme: System",
      "Language: Svenska",
      "Terminal: Focus",
      "Simulation: Play",
      "Simulation: Pause",
      "Simulation: Reset",
      "Lab: Import Scenario",
      "Lab: Reset to Sample",
      "Copy E-mail Address",
      "Open GitHub",
      "Open LinkedIn",
      `Open ${site.marketplaceName} Gig`,
      "Send a Message",
      "Download CV",
    ]);
    expect(new Set(commands.map((c) => c.id)).size).toBe(commands.length);
    expect(command("palette:files").shortcut).toBe("Ctrl+P");
  });

  it("sets each theme", () => {
    for (const theme of ["light", "dark", "system"] as const) {
      const ctx = fakeContext();
      void command(`theme:${theme}`).run(ctx);
      expect(ctx.setTheme).toHaveBeenCalledWith(theme);
    }
  });

  it("goes to the capacity lab's page, in the page's language, before telling the lab", () => {
    for (const [locale, path] of [
      ["en", "/lab"],
      ["sv", "/sv/lab"],
    ] as const) {
      const away = fakeContext("/blog");
      void buildCommands(site, locale).find((c) => c.id === "lab:import")!.run(away);
      expect(away.navigate).toHaveBeenCalledWith(path);
      expect(away.send).toHaveBeenCalledWith("lab:import");
      const there = fakeContext(path);
      void buildCommands(site, locale).find((c) => c.id === "lab:reset")!.run(there);
      expect(there.navigate).not.toHaveBeenCalled();
      expect(there.send).toHaveBeenCalledWith("lab:reset");
    }
  });

  it("goes to the home page before telling the terminal or the simulation", () => {
    const away = fakeContext("/blog");
    void command("terminal:focus").run(away);
    expect(away.navigate).toHaveBeenCalledWith("/");
    expect(away.send).toHaveBeenCalledWith("terminal:focus");

    const home = fakeContext("/");
    for (const id of ["simulation:play", "simulation:pause", "simulation:reset"] as const) void command(id).run(home);
    expect(home.navigate).not.toHaveBeenCalled();
    expect(home.send).toHaveBeenNthCalledWith(1, "simulation:play");
    expect(home.send).toHaveBeenNthCalledWith(2, "simulation:pause");
    expect(home.send).toHaveBeenNthCalledWith(3, "simulation:reset");
  });

  it("copies the e-mail address and says so, or shows it when copying fails", async () => {
    const ok = fakeContext();
    await command("copy:email").run(ok);
    expect(ok.copyText).toHaveBeenCalledWith(site.email);
    expect(ok.announce).toHaveBeenCalledWith(`Copied ${site.email} to the clipboard`);

    const refused = { ...fakeContext(), copyText: vi.fn(() => Promise.reject(new Error("NotAllowedError"))) };
    await command("copy:email").run(refused);
    expect(refused.announce).toHaveBeenCalledWith(`Could not copy. The address is ${site.email}`);
  });

  it("opens the profiles and the gig from the site config in a new tab", () => {
    const ctx = fakeContext();
    void command("open:github").run(ctx);
    void command("open:linkedin").run(ctx);
    void command("open:marketplace").run(ctx);
    expect(vi.mocked(ctx.openExternal).mock.calls).toEqual([[site.github], [site.linkedin], [site.marketplaceUrl]]);
  });

  it("sends a message on the contact page, downloads the CV and switches to files", () => {
    const ctx = fakeContext();
    void command("contact:message").run(ctx);
    void command("cv:download").run(ctx);
    void command("palette:files").run(ctx);
    expect(ctx.navigate).toHaveBeenCalledWith("/contact");
    expect(ctx.download).toHaveBeenCalledWith(CV_PATH);
    expect(ctx.switchMode).toHaveBeenCalledWith("files");
    expect(command("palette:files").keepOpen).toBe(true);
  });
});

describe("command table in Swedish", () => {
  const sv = buildCommands(site, "sv");
  const svCommand = (id: string) => sv.find((x) => x.id === id)!;

  it("has every command, with the same ids, in Swedish", () => {
    expect(sv.map((c) => c.label)).toEqual([
      "Gå till fil…",
      "Tema: Ljust",
      "Tema: Mörkt",
      "Tema: System",
      "Språk: English",
      "Terminal: Fokusera",
      "Simulering: Starta",
      "Simulering: Pausa",
      "Simulering: Återställ",
      "Labb: Importera scenario",
      "Labb: Återställ exemplet",
      "Kopiera e-postadressen",
      "Öppna GitHub",
      "Öppna LinkedIn",
      `Öppna tjänsten på ${site.marketplaceName}`,
      "Skicka ett meddelande",
      "Ladda ner CV",
    ]);
    expect(sv.map((c) => c.id)).toEqual(commands.map((c) => c.id));
    expect(svCommand("open:github").detail).toBe("ny flik");
  });

  it("marks the other language's name with its language", () => {
    expect(svCommand("language:switch").labelLang).toEqual({ lang: "en", from: "Språk: ".length });
    expect(command("language:switch").labelLang).toEqual({ lang: "sv", from: "Language: ".length });
  });

  it("switches to the other language", () => {
    const ctx = fakeContext("/sv/about");
    void svCommand("language:switch").run(ctx);
    expect(ctx.switchLanguage).toHaveBeenCalledWith("en");
    const en = fakeContext("/about");
    void command("language:switch").run(en);
    expect(en.switchLanguage).toHaveBeenCalledWith("sv");
  });

  it("goes to the Swedish home page, contact page and CV", () => {
    const away = fakeContext("/sv/blog");
    void svCommand("terminal:focus").run(away);
    expect(away.navigate).toHaveBeenCalledWith("/sv");
    expect(away.send).toHaveBeenCalledWith("terminal:focus");
    const home = fakeContext("/sv");
    void svCommand("simulation:play").run(home);
    expect(home.navigate).not.toHaveBeenCalled();
    const ctx = fakeContext("/sv/about");
    void svCommand("contact:message").run(ctx);
    void svCommand("cv:download").run(ctx);
    expect(ctx.navigate).toHaveBeenCalledWith("/sv/contact");
    expect(ctx.download).toHaveBeenCalledWith("/sv/cv.pdf");
  });

  it("announces in Swedish", async () => {
    const ok = fakeContext("/sv");
    await svCommand("copy:email").run(ok);
    expect(ok.announce).toHaveBeenCalledWith(`${site.email} har kopierats till urklipp`);
    const refused = { ...fakeContext("/sv"), copyText: vi.fn(() => Promise.reject(new Error("NotAllowedError"))) };
    await svCommand("copy:email").run(refused);
    expect(refused.announce).toHaveBeenCalledWith(`Det gick inte att kopiera. Adressen är ${site.email}`);
    const theme = fakeContext("/sv");
    void svCommand("theme:dark").run(theme);
    expect(theme.announce).toHaveBeenCalledWith("Mörkt tema");
  });
});
