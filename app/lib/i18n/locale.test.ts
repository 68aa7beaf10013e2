import { localeOfPath, localizePath, otherLocale, stripLocale } from "./locale";

describe("addresses by language", () => {
  it("reads the language from the first segment", () => {
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/about")).toBe("en");
    expect(localeOfPath("/sv")).toBe("sv");
    expect(localeOfPath("/sv/blog/x")).toBe("sv");
    // Only a whole segment names a language.
    expect(localeOfPath("/svc")).toBe("en");
    expect(localeOfPath("/en/about")).toBe("en");
    // The prerenderer asks for a page's data at /sv.data.
    expect(localeOfPath("/sv.data")).toBe("sv");
    expect(localeOfPath("/sv/about.data")).toBe("sv");
    expect(localeOfPath("/sv.png")).toBe("en");
  });

  it("moves a path between languages and back", () => {
    expect(localizePath("/", "sv")).toBe("/sv");
    expect(localizePath("/about", "sv")).toBe("/sv/about");
    expect(localizePath("/sv/about", "en")).toBe("/about");
    expect(localizePath("/sv", "en")).toBe("/");
    expect(localizePath("/sv/about", "sv")).toBe("/sv/about");
    expect(localizePath("/blog?tag=RL", "sv")).toBe("/sv/blog?tag=RL");
    expect(localizePath("/?x=1", "sv")).toBe("/sv?x=1");
    expect(localizePath("https://example.org/a", "sv")).toBe("https://example.org/a");
    expect(localizePath("#main", "sv")).toBe("#main");
    expect(stripLocale("/sv/contact/sent")).toBe("/contact/sent");
    expect(stripLocale("/sv")).toBe("/");
    expect(otherLocale("en")).toBe("sv");
  });
});
