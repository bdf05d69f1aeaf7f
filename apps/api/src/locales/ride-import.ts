import type { Language } from '@vozka/domain';
import { renderEmailLayout } from './email-layout.ts';
import { registerTexts, text } from './i18n.ts';

/** The ride import's texts (issue 16 §1): the template's sheets and the summary e-mail. */
const NS = 'rideImport';

registerTexts(NS, {
  cs: {
    sheet: 'Jízdy',
    helpSheet: 'Vysvětlivky',
    listsSheet: 'Seznamy',
    helpHeader: { column: 'Sloupec', required: 'Povinný', example: 'Příklad', help: 'Popis', values: 'Povolené hodnoty' },
    yes: 'ano',
    no: 'ne',
    intro:
      'Každý řádek listu „Jízdy“ je jedna jízda (záhlaví je řádek 1). Nejvýše {max} řádků. Buď se importují všechny řádky, nebo žádný. Vzorce se neimportují: zadejte přímo hodnoty. Stejný soubor nelze pro klienta importovat dvakrát.',
    mail: {
      subject_one: 'Import jízd: {count} jízda',
      subject_few: 'Import jízd: {count} jízdy',
      subject_many: 'Import jízd: {count} jízd',
      subject_other: 'Import jízd: {count} jízd',
      greeting: 'Dobrý den, {name},',
      lead_one: 'ze souboru {file} byla importována {count} jízda pro klienta {client}.',
      lead_few: 'ze souboru {file} byly importovány {count} jízdy pro klienta {client}.',
      lead_many: 'ze souboru {file} bylo importováno {count} jízd pro klienta {client}.',
      lead_other: 'ze souboru {file} bylo importováno {count} jízd pro klienta {client}.',
      first: 'První jízda',
      last: 'Poslední jízda',
      importedBy: 'Importoval(a)',
      button: 'Zobrazit jízdy',
      footnote: 'O jednotlivých importovaných jízdách jsme samostatné e-maily neposílali.',
    },
  },
  en: {
    sheet: 'Rides',
    helpSheet: 'Explanations',
    listsSheet: 'Lists',
    helpHeader: { column: 'Column', required: 'Required', example: 'Example', help: 'Description', values: 'Allowed values' },
    yes: 'yes',
    no: 'no',
    intro:
      'Each row of the "Rides" sheet is one ride (the header is row 1). At most {max} rows. Either every row is imported or none. Formulas are not imported: enter the values themselves. The same file cannot be imported twice for a client.',
    mail: {
      subject_one: 'Ride import: {count} ride',
      subject_other: 'Ride import: {count} rides',
      greeting: 'Hello {name},',
      lead_one: '{count} ride was imported from the file {file} for the client {client}.',
      lead_other: '{count} rides were imported from the file {file} for the client {client}.',
      first: 'First ride',
      last: 'Last ride',
      importedBy: 'Imported by',
      button: 'Show the rides',
      footnote: 'We sent no separate e-mail about each imported ride.',
    },
  },
});

/** A text of the import in a language (`count` picks the plural form). */
export function importText(lang: Language, key: string, values: Record<string, unknown> = {}): string {
  return text(lang, NS, key, values);
}

export interface ImportSummaryFacts {
  name: string;
  count: number;
  file: string;
  client: string;
  importedBy: string;
  /** The first and the last ride's pick-up time, formatted for the language. */
  first: string;
  last: string;
  url: string;
}

/** The one e-mail of an import (to the importing user, and to the client when ADMIN imported for it). */
export function importSummaryEmail(lang: Language, f: ImportSummaryFacts) {
  const t = (key: string, values: Record<string, unknown> = {}) => importText(lang, `mail.${key}`, values);
  return renderEmailLayout(lang, {
    subject: t('subject', { count: f.count }),
    greeting: t('greeting', { name: f.name }),
    paragraphs: [t('lead', { count: f.count, file: f.file, client: f.client })],
    rows: [
      { label: t('first'), value: f.first },
      { label: t('last'), value: f.last },
      { label: t('importedBy'), value: f.importedBy },
    ],
    links: [{ label: t('button'), url: f.url }],
    footnote: t('footnote'),
  });
}
