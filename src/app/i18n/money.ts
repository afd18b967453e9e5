// An event's amounts (its base cost) in euros, written as the event's own language writes money: "12 500,00 €" in
// Portuguese, "€1,250.00" in English, whatever the interface's language.
import type { EventLanguage } from '../../contract/enums';

const LOCALE_OF_EVENT_LANGUAGE: Record<EventLanguage, string> = { pt: 'pt-PT', es: 'es-ES', en: 'en-GB', de: 'de-DE', fr: 'fr-FR' };

const formatters = new Map<EventLanguage, Intl.NumberFormat>();

export function formatEventMoney(amount: number, language: EventLanguage): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE_OF_EVENT_LANGUAGE[language], { style: 'currency', currency: 'EUR' });
    formatters.set(language, formatter);
  }
  return formatter.format(amount);
}
