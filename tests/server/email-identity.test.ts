// The e-mail rule (src/contract/emailIdentity.ts) as properties: whatever address is accepted, its other spellings
// by case, width or composition share its key, and a hidden character anywhere in it gets it refused.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emailKey } from '../../src/contract/emailIdentity';
import { codedErrorOfIssue } from '../../src/contract/errorCodes';
import { email } from '../../src/contract/schemas/fields';

/** Letters people's addresses hold (ASCII, accented Latin, ß, Greek, Cyrillic), and what joins them. */
const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789ABCXYZéèçãõñüßıİſøæĳαβγδεζηθικλμνξοπρστυφχψωςабвгдежзийклмнопрстуфхцчшщъыьэюяіјѕ'.split(''), ...['ǆ', 'ﬁ']);
const word = fc.array(letter, { minLength: 1, maxLength: 10 }).map((letters) => letters.join(''));
const separated = fc.array(word, { minLength: 1, maxLength: 3 });
const address = fc
  .tuple(separated.map((words) => words.join('.')), separated.map((words) => words.join('-')), fc.constantFrom('com', 'pt', 'es', 'рф', 'ελ'))
  .map(([local, domain, top]) => `${local}@${domain}.${top}`);

/** ASCII from ! to ~ in its fullwidth form (U+FF01…U+FF5E), the rest as it is. */
const fullwidth = (text: string) => text.replace(/[!-~]/g, (character) => String.fromCharCode(character.charCodeAt(0) + 0xfee0));
const randomCase = (text: string, upper: readonly boolean[]) =>
  [...text].map((character, index) => (upper[index % upper.length] ? character.toUpperCase() : character.toLowerCase())).join('');

const HIDDEN = ['\u0000', '\u0007', '\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad', '\u200e', '\u202e', '\u2066', '\u034f', '\u115f', '\u3164', '\uffa0', '\u2800', '\ufe0f', '\u{e0041}', '\u00a0', '\u3000', '\u2028', '\ue000', '\u180e'];

const accepted = (text: string) => email.safeParse(text).success;
const refusalOf = (text: string) => {
  const result = email.safeParse(text);
  return result.success ? undefined : result.error.issues.map((issue) => codedErrorOfIssue(issue.message)?.code);
};

describe('the e-mail key', () => {
  it('is the same for any case, width or composition of an accepted address', () => {
    fc.assert(
      fc.property(address, fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }), fc.constantFrom('NFC', 'NFD', 'NFKC', 'NFKD'), (typed, upper, form) => {
        fc.pre(accepted(typed));
        const key = emailKey(typed);
        for (const variant of [typed.toUpperCase(), typed.toLowerCase(), randomCase(typed, upper), fullwidth(typed), typed.normalize(form), fullwidth(randomCase(typed, upper))]) {
          expect(emailKey(variant), JSON.stringify(variant)).toBe(key);
        }
        // and what is stored folds like what was typed
        const stored = email.parse(typed);
        expect(emailKey(stored)).toBe(key);
      }),
      { numRuns: 2000 },
    );
  });

  it('is the same for an address and the address with its letters swapped for the look-alikes of other scripts', () => {
    const swaps: Record<string, string> = { a: 'а', e: 'е', o: 'о', p: 'р', c: 'с', x: 'х', y: 'у', i: 'і', j: 'ј', s: 'ѕ', d: 'ԁ', h: 'һ', l: 'ӏ' };
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,12}$/), fc.array(fc.boolean(), { minLength: 1, maxLength: 12 }), (local, swap) => {
        const typed = `${local}@example.com`;
        const lookAlike = [...local].map((character, index) => (swap[index % swap.length] ? swaps[character] ?? character : character)).join('');
        expect(emailKey(`${lookAlike}@example.com`)).toBe(emailKey(typed));
      }),
    );
  });

  it('ignores characters nobody sees, so an address stored before they were refused compares with its plain spelling', () => {
    fc.assert(
      fc.property(address, fc.constantFrom(...HIDDEN), fc.nat(), (typed, character, at) => {
        const position = at % (typed.length + 1);
        expect(emailKey(typed.slice(0, position) + character + typed.slice(position))).toBe(emailKey(typed));
      }),
    );
  });
});

describe('the e-mail rule', () => {
  it('refuses an accepted address with a hidden character put anywhere but at its ends (which are trimmed)', () => {
    fc.assert(
      fc.property(address, fc.constantFrom(...HIDDEN), fc.nat(), (typed, character, at) => {
        fc.pre(accepted(typed));
        const position = 1 + (at % (typed.length - 1));
        expect(refusalOf(typed.slice(0, position) + character + typed.slice(position))).toEqual(['email_hidden_character']);
      }),
      { numRuns: 1000 },
    );
  });

  it('stores the address trimmed, composed and lower-cased, as shown', () => {
    expect(email.parse('  Ana.Silva@Example.COM ')).toBe('ana.silva@example.com');
    expect(email.parse('jose\u0301@example.com')).toBe('jos\u00e9@example.com');
  });
});
