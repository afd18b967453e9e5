// When two e-mail addresses are one account's (issue 19, point 5). An address is refused outright when it holds a
// character nobody can see (so what is shown is never less than what is stored), and compared under a key that
// folds what looks alike (so no second account can display like the first). Shared by the schemas and the server.
import { FOLD_RULE_VERSION, foldText } from './fold';

/**
 * Characters refused anywhere in an address: controls (Cc: NUL, DEL…), format characters (Cf: zero-width space,
 * joiner and non-joiner, word joiner, BOM, bidi embeddings, overrides and isolates, soft hyphen, tags, invisible
 * operators), separators and any other white space (Z*, \s: the space, NBSP, line separators, the ideographic
 * space), surrogates (Cs: a lone half), private use (Co) and unassigned (Cn) code points, Unicode's other
 * default-ignorables (the combining grapheme joiner, Hangul fillers U+115F, U+1160, U+3164, U+FFA0, Khmer's
 * inherent vowels, Mongolian free variation selectors, variation selectors), and the blanks that draw nothing
 * though they are letters or symbols: the braille blank U+2800, the object and replacement characters.
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Z}\s\p{Cs}\p{Co}\p{Cn}\p{Default_Ignorable_Code_Point}\u2800\uFFFC\uFFFD]/u;
const HIDDEN_EVERYWHERE = new RegExp(HIDDEN.source, 'gu');

/** The first character of `address` that nobody can see, as `U+200B`, or undefined when there is none. */
export function hiddenCharacterOf(address: string): string | undefined {
  const found = HIDDEN.exec(address)?.[0];
  return found === undefined ? undefined : `U+${(found.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** One @, something before it, and a domain with a dot: the shape the contract has always asked for. */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Letters that look like a Latin letter (or a dot, a hyphen) once case is folded, but are not one: the lowercase
 * forms of Unicode's confusables (UTS #39, confusables.txt) for Cyrillic, Greek, Armenian and Latin's own IPA
 * letters and small capitals. Small on purpose: it covers the letters the attacks use, whole words included
 * ("аррlе" in Cyrillic and Latin), and no ASCII character is mapped (see emailKey).
 */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  // Cyrillic
  а: 'a', г: 'r', е: 'e', һ: 'h', і: 'i', ј: 'j', о: 'o', р: 'p', с: 'c', у: 'y', ү: 'y', х: 'x', ѕ: 's',
  ԁ: 'd', ԛ: 'q', ԝ: 'w', ӏ: 'l', ѵ: 'v', ѡ: 'w',
  // Greek
  α: 'a', γ: 'y', ε: 'e', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', υ: 'u', χ: 'x', ω: 'w', ϲ: 'c', ϳ: 'j',
  // Armenian
  օ: 'o', ս: 'u', հ: 'h', ո: 'n', զ: 'q', ց: 'g',
  // Latin: IPA letters, the dental click, small capitals
  ɑ: 'a', ɡ: 'g', ɩ: 'i', ɪ: 'i', ǀ: 'l', ʟ: 'l', ɴ: 'n', ʀ: 'r', ʏ: 'y', ʙ: 'b', ɢ: 'g', ʜ: 'h',
  ᴀ: 'a', ᴄ: 'c', ᴅ: 'd', ᴇ: 'e', ᴊ: 'j', ᴋ: 'k', ᴍ: 'm', ᴏ: 'o', ᴘ: 'p', ᴛ: 't', ᴜ: 'u', ᴠ: 'v', ᴡ: 'w', ᴢ: 'z', ꜱ: 's',
  // punctuation of an address: the ideographic full stop (a dot in domain names, IDNA), hyphens, dashes, minus
  '。': '.', '‐': '-', '‑': '-', '‒': '-', '–': '-', '—': '-', '―': '-', '⁃': '-', '−': '-',
};
const LOOK_ALIKE_LETTERS = new RegExp(`[${Object.keys(LOOK_ALIKES).join('')}]`, 'gu');

/**
 * Bump when emailKey answers differently for some address: the server then computes every account's key again at
 * start-up (server/db/emailKeys.ts). It includes the search folding's version, whose foldText the key uses.
 */
export const EMAIL_KEY_RULE = `fold${FOLD_RULE_VERSION}-email1`;

/**
 * The key two addresses of one account share; addresses with equal keys are one account. In order:
 * - NFKC: compatibility forms become what they stand for (fullwidth ａｄｍｉｎ, ligatures, mathematical letters,
 *   ℌ, ＠, the one-dot leader);
 * - every hidden character (HIDDEN) is dropped, so an address stored before they were refused still compares;
 * - foldText, the search's folding: case folded fully (ß and ss, ı, İ and i, ſ and s, final sigma) and every
 *   combining mark dropped, so an accent alone never tells two accounts apart ("josé" is "jose");
 * - LOOK_ALIKES: what still looks like a Latin letter becomes that letter (Cyrillic "аdmin" is "admin").
 * Where it stops: ASCII is never mapped onto ASCII (0 and o, 1 and l, rn and m are different real addresses);
 * scripts outside the table (Cherokee, Lisu, Canadian syllabics…) keep their letters, so an address written
 * wholly in one of them can look like a Latin one; marks are dropped in every script, so two addresses that differ
 * only by a mark (a Devanagari vowel sign, a Japanese voicing mark) are one.
 */
export function emailKey(address: string): string {
  const folded = foldText(address.normalize('NFKC').replace(HIDDEN_EVERYWHERE, ''));
  return folded.replace(LOOK_ALIKE_LETTERS, (letter) => LOOK_ALIKES[letter] ?? letter);
}

/** The address as stored and shown: trimmed, composed (NFC) and lower-cased, as the contract has always kept it. */
export const storedEmail = (address: string): string => address.trim().normalize('NFC').toLowerCase();
