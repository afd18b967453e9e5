// Slugs made from names: pure helpers, shared by every table that keeps a unique slug.

/** "Café Lisboa 2026!" → "cafe-lisboa-2026"; accents are stripped, anything else not a-z or 0-9 becomes a hyphen. */
export function slugify(text: string, maxLength: number, fallback: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
  return slug || fallback;
}

// Room for a "-<counter>" suffix plus the one hyphen that cutting the base may leave at its end.
const SUFFIX_ROOM = 12;

/** Every candidate `firstFreeSlug` may try starts with this; the caller reads the slugs taken under it. */
export function candidatePrefix(base: string, maxLength: number): string {
  return base.slice(0, Math.max(0, maxLength - SUFFIX_ROOM));
}

/**
 * The first of `base`, `base-2`, `base-3`, … that is not in `taken`, cut so that it fits `maxLength`.
 * `taken` holds the slugs already used that start with `candidatePrefix(base)`, read in the writing transaction.
 */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>, maxLength: number): string {
  if (!taken.has(base)) return base;
  for (let counter = 2; ; counter += 1) {
    const suffix = `-${counter}`;
    const candidate = `${base.slice(0, maxLength - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
