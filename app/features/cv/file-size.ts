/** The size beside the download link: "41 KB", or "1.2 MB" past a megabyte (1 KB = 1024 bytes, as file managers count). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
