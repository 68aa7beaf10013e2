import { describe, expect, it } from "vitest";
import { eagerCommonJs } from "./eager-commonjs";

describe("eagerCommonJs", () => {
  it("turns the bundler's CommonJS arrow wrappers into parenthesised function expressions", () => {
    const code = [
      "var require_a = /* @__PURE__ */ __commonJSMin(((exports) => {\n\texports.a = 1;\n}));",
      "var require_b = /* @__PURE__ */ __commonJSMin(((exports, module) => {\n\tmodule.exports = require_a();\n}));",
    ].join("\n");
    const out = eagerCommonJs(code);
    expect(out).toContain("__commonJSMin((function(exports) {\n\texports.a = 1;\n}));");
    expect(out).toContain("__commonJSMin((function(exports, module) {\n\tmodule.exports = require_a();\n}));");
    // Still the same program.
    const run = new Function("__commonJSMin", `${out}; return require_b();`);
    const commonJs = (fn: (e: object, m: { exports: object }) => void) => () => {
      const module = { exports: {} };
      fn(module.exports, module);
      return module.exports;
    };
    expect(run(commonJs)).toEqual({ a: 1 });
  });

  it("leaves a chunk without CommonJS alone", () => {
    expect(eagerCommonJs("export const a = () => 1;")).toBeNull();
  });
});
