import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { GENDERS } from '../../src/app/i18n/kitWords';

const localesDir = join(import.meta.dirname, '..', '..', 'locales');
const LANGUAGES = ['en', 'pt', 'es'] as const;
const messages = Object.fromEntries(
  LANGUAGES.map((language) => [language, JSON.parse(readFileSync(join(localesDir, `${language}.json`), 'utf8')) as Record<string, string>]),
) as Record<(typeof LANGUAGES)[number], Record<string, string>>;

function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date || element.type === TYPE.time) into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      into.add(element.value);
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
    if (element.type === TYPE.tag) argumentsOf(element.children, into);
  }
  return into;
}

describe('locale files', () => {
  it('hold exactly the same message ids in pt, en and es', () => {
    const english = Object.keys(messages.en).sort();
    for (const language of ['pt', 'es'] as const) {
      const keys = Object.keys(messages[language]).sort();
      expect({ missing: english.filter((key) => !keys.includes(key)), extra: keys.filter((key) => !english.includes(key)) }, language).toEqual({ missing: [], extra: [] });
    }
  });

  it('have no empty message, and every message parses as ICU', () => {
    for (const language of LANGUAGES) {
      for (const [id, text] of Object.entries(messages[language])) {
        expect(text.trim(), `${language} ${id}`).not.toBe('');
        expect(() => parse(text), `${language} ${id}`).not.toThrow();
      }
    }
  });

  // `gender` (a section's grammar, i18n/kitMessages.ts) is asked only by the languages whose words agree with it
  const placeholders = (text: string) => [...argumentsOf(parse(text))].filter((name) => name !== 'gender').sort();

  it('use the same placeholders in every language (but gender, which English does not need)', () => {
    for (const [id, text] of Object.entries(messages.en)) {
      const expected = placeholders(text);
      for (const language of ['pt', 'es'] as const) {
        expect(placeholders(messages[language][id] ?? ''), `${language} ${id}`).toEqual(expected);
      }
    }
  });

  it("say a section's gender with one of the kit's words", () => {
    for (const language of LANGUAGES) {
      for (const [id, text] of Object.entries(messages[language])) {
        if (id.endsWith('.gender')) expect(GENDERS, `${language} ${id}`).toContain(text);
      }
    }
  });

  it('are the only locale files (a stray pending file means a merge was forgotten)', () => {
    expect(readdirSync(localesDir).sort()).toEqual(['en.json', 'es.json', 'pt.json']);
  });
});
