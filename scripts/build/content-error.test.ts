import { contentError } from "./content-error.mjs";

const stack = [
  "    at createConfigLoader (/repo/node_modules/@react-router/dev/dist/cli/index.js:648:11)",
  "    at loadConfig (/repo/node_modules/@react-router/dev/dist/cli/index.js:748:22)",
].join("\n");

describe("a content error in a language's build", () => {
  it("is the message alone, without React Router's wrapper or its stack", () => {
    const output = `Error: Error loading /repo/react-router.config.ts: Error: content/posts/x.md:42: lab block: not valid JSON: a comma after the last entry\n${stack}\n`;
    expect(contentError(output)).toBe("content/posts/x.md:42: lab block: not valid JSON: a comma after the last entry");
  });

  it("keeps a message of several lines (each field of the front matter) whole", () => {
    const output = `Error: Error loading /repo/react-router.config.ts: Error: content/posts/x.md: invalid front matter\n  field "date": expected an ISO date\n  field "tags": give at least one tag\n${stack}`;
    expect(contentError(output)).toBe('content/posts/x.md: invalid front matter\n  field "date": expected an ISO date\n  field "tags": give at least one tag');
  });

  it("is nothing for an error that names no content file: that one keeps its stack", () => {
    expect(contentError(`Error: Error loading /repo/react-router.config.ts: TypeError: x is not a function\n${stack}`)).toBeUndefined();
    expect(contentError("✓ built in 12 s")).toBeUndefined();
  });
});
