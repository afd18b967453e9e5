// Types of bundleSizes.mjs, for the TypeScript tests that read it.
export interface BundleSizes {
  initial_js_kb_gzip: number;
  initial_files: string[];
  budget_initial_kb: number;
  lazy_chunks_kb_gzip: Record<string, number>;
  css_kb_gzip: number;
  css_files_kb_gzip: Record<string, number>;
  budget_css_kb: number;
}

export function bundleSizes(): BundleSizes;
