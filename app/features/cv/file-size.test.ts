import { formatFileSize } from "./file-size";

test("sizes read as a file manager shows them", () => {
  expect(formatFileSize(41_000)).toBe("40 KB");
  expect(formatFileSize(200)).toBe("1 KB");
  expect(formatFileSize(1024 * 1024 * 1.25)).toBe("1.3 MB");
});

test("Swedish pages show sv-SE sizes: lower-case kB, decimal comma, no break before the unit", () => {
  expect(formatFileSize(41_000, "sv")).toBe("40\u00a0kB");
  expect(formatFileSize(200, "sv")).toBe("1\u00a0kB");
  expect(formatFileSize(1024 * 1024 * 1.25, "sv")).toBe("1,3\u00a0MB");
});
