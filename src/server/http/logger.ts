/** Where the server writes its JSON log lines (stdout in production, a list in tests). */
export interface Logger {
  (entry: Record<string, unknown>): void;
}
