import { foldText } from '../../contract/fold';

/**
 * A URL slug: lower-case ASCII letters and digits, folded as every search folds (accents stripped, "ß" → "ss"), after
 * compatibility forms are written plainly ("²" → "2", full-width letters), any other run of characters one '-'.
 */
export function slugify(text: string, fallback: string): string {
  const slug = foldText(text.normalize('NFKC'))
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || fallback;
}

/** `base` if free, else the first free of `base-2`, `base-3`, ... */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
