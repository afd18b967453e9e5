// The one place a section's grammar reaches its messages: when a language is loaded (setIntl), the kit's generic
// messages (`kit.created`: "{gender, select, feminine {{Entity} criada} other {{Entity} criado}}") are bound to each
// section that brings a grammar, under the section's own ids (`suppliers.created`: "Fornecedor criado"). A screen, a
// command or a toast then formats `suppliers.created` like any other message: no call site passes grammar values, so
// none can forget them.
import { isArgumentElement, isPluralElement, isSelectElement, isTagElement, parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LOCALE_OF, type Language } from './languages';
import { grammarSectionsIn, kitMessagesOf } from './kitWords';
import type { Messages } from './loadMessages';
/** A locale with the kit's messages bound in: bound ones are ASTs whatever the others are. */
export type BoundMessages = Record<string, string | MessageFormatElement[]>;

/**
 * The values a section's grammar gives the generic messages, e.g. in pt for suppliers: entity "fornecedor",
 * entities "fornecedores", Entity "Fornecedor", Entities "Fornecedores" (at the start of a sentence), gender
 * "masculine", section "Fornecedores" (its heading, nav.<id>).
 */
export type Grammar = Record<'entity' | 'entities' | 'Entity' | 'Entities' | 'gender' | 'section', string>;

const astOf = (message: string | MessageFormatElement[]): MessageFormatElement[] => (typeof message === 'string' ? parse(message) : message);

function plainText(messages: Messages, id: string): string {
  const message = messages[id];
  if (message === undefined) throw new Error(`the message ${id} is missing`);
  return astOf(message)
    .map((element) => {
      if (element.type !== TYPE.literal) throw new Error(`${id} must be plain text, without placeholders`);
      return element.value;
    })
    .join('');
}

/** A section's grammar in a language, read from its `<id>.one`, `<id>.other`, `<id>.gender` and `nav.<id>`. */
export function grammarOf(messages: Messages, id: string, language: Language): Grammar {
  const capital = (text: string) => text.charAt(0).toLocaleUpperCase(LOCALE_OF[language]) + text.slice(1);
  const [entity, entities] = [plainText(messages, `${id}.one`), plainText(messages, `${id}.other`)];
  return { entity, entities, Entity: capital(entity), Entities: capital(entities), gender: plainText(messages, `${id}.gender`), section: plainText(messages, `nav.${id}`) };
}

/** A generic message with a grammar bound in: its grammar placeholders become text, a `select` on one its chosen case. */
export function bindGrammar(elements: readonly MessageFormatElement[], grammar: Grammar): MessageFormatElement[] {
  const values: Record<string, string> = grammar;
  return elements.flatMap((element): MessageFormatElement[] => {
    if (isArgumentElement(element) && element.value in values) return [{ type: TYPE.literal, value: values[element.value] ?? '' }];
    if (isSelectElement(element) && element.value in values) {
      const chosen = element.options[values[element.value] ?? ''] ?? element.options.other;
      return chosen ? bindGrammar(chosen.value, grammar) : [];
    }
    if (isSelectElement(element) || isPluralElement(element)) {
      const options = Object.fromEntries(Object.entries(element.options).map(([key, option]) => [key, { ...option, value: bindGrammar(option.value, grammar) }]));
      return [{ ...element, options }];
    }
    if (isTagElement(element)) return [{ ...element, children: bindGrammar(element.children, grammar) }];
    return [element];
  });
}

/** The locale with every grammar section's kit messages bound in (the others untouched). */
export function withKitMessages(messages: Messages, language: Language): BoundMessages {
  const bound: BoundMessages = { ...messages };
  for (const section of grammarSectionsIn(Object.keys(messages))) {
    const grammar = grammarOf(messages, section, language);
    for (const [id, generic] of kitMessagesOf(section)) {
      const message = messages[generic];
      if (message === undefined) throw new Error(`the kit's message ${generic} is missing`);
      bound[id] = bindGrammar(astOf(message), grammar);
    }
  }
  return bound;
}
