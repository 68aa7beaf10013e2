import { formatFileSize } from "./file-size";

test("sizes read as a file manager shows them", () => {
  expect(formatFileSize(41_000)).toBe("40 KB");
  expect(formatFileSize(200)).toBe("1 KB");
  expect(formatFileSize(1024 * 1024 * 1.25)).toBe("1.3 MB");
});
