import type ExcelJS from 'exceljs';
import {
  IMPORT_MAX_ROWS,
  IMPORT_PAYMENT_CHOICES,
  IMPORT_TYPE_CHOICES,
  importColumnsFor,
  type ImportColumn,
  type ImportEnumeration,
  type Language,
} from '@vozka/domain';
import { importText } from '../../locales/ride-import.ts';

interface DataValidations {
  add(address: string, validation: ExcelJS.DataValidation): void;
}

/** exceljs writes a validation of a whole range (its typings know only the per-cell one). */
const validationsOf = (sheet: ExcelJS.Worksheet) => (sheet as unknown as { dataValidations: DataValidations }).dataValidations;

const quoted = (name: string) => `'${name.replace(/'/g, "''")}'`;

/**
 * The import template (issue 16 §1): the rides sheet with one header row in `lang` (the client price only
 * for ADMIN), dropdown lists for the ride type, the vehicle offer and the payment type; a sheet that
 * explains each column with an example; the lists' values on a hidden sheet.
 */
export async function importTemplate(lang: Language, isAdmin: boolean, offerNames: readonly string[]): Promise<Buffer> {
  const t = (key: string, values: Record<string, unknown> = {}) => importText(lang, key, values);
  const columns = importColumnsFor(isAdmin);
  // exceljs loads on the first template, not at start (docs/performance.md, "Start and memory").
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  workbook.creator = 'Vozka';
  const rides = workbook.addWorksheet(t('sheet'), { views: [{ state: 'frozen', ySplit: 1 }] });
  const help = workbook.addWorksheet(t('helpSheet'));
  const lists = workbook.addWorksheet(t('listsSheet'), { state: 'hidden' });

  const values: Record<ImportEnumeration, string[]> = {
    type: IMPORT_TYPE_CHOICES.map((c) => c[lang]),
    paymentType: IMPORT_PAYMENT_CHOICES.map((c) => c[lang]),
    vehicleOffer: [...offerNames],
  };
  const listRange = new Map<ImportEnumeration, string>();
  (Object.keys(values) as ImportEnumeration[]).forEach((key, i) => {
    const column = lists.getColumn(i + 1);
    const letter = column.letter;
    values[key].forEach((value, row) => (lists.getCell(row + 1, i + 1).value = value));
    if (values[key].length > 0) listRange.set(key, `${quoted(lists.name)}!$${letter}$1:$${letter}$${values[key].length}`);
  });

  rides.columns = columns.map((c) => ({ header: c[lang], key: c.key, width: Math.max(12, c[lang].length + 4) }));
  rides.getRow(1).font = { bold: true };
  columns.forEach((c, i) => {
    const range = c.enumeration ? listRange.get(c.enumeration) : undefined;
    if (!range) return;
    const letter = rides.getColumn(i + 1).letter;
    validationsOf(rides).add(`${letter}2:${letter}${IMPORT_MAX_ROWS + 1}`, {
      type: 'list',
      allowBlank: true,
      formulae: [range],
      showErrorMessage: true,
    });
  });
  writeHelp(help, columns, lang, values);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function writeHelp(help: ExcelJS.Worksheet, columns: readonly ImportColumn[], lang: Language, values: Record<ImportEnumeration, string[]>) {
  const t = (key: string, vars: Record<string, unknown> = {}) => importText(lang, key, vars);
  help.getCell('A1').value = t('intro', { max: IMPORT_MAX_ROWS.toLocaleString(lang === 'cs' ? 'cs-CZ' : 'en-GB') });
  help.mergeCells('A1:E1');
  help.getRow(1).alignment = { wrapText: true, vertical: 'top' };
  help.getRow(1).height = 60;
  const header = help.getRow(3);
  header.values = [t('helpHeader.column'), t('helpHeader.required'), t('helpHeader.example'), t('helpHeader.help'), t('helpHeader.values')];
  header.font = { bold: true };
  columns.forEach((c, i) => {
    help.getRow(4 + i).values = [
      c[lang],
      t(c.required ? 'yes' : 'no'),
      c.example[lang],
      c.help[lang],
      c.enumeration ? values[c.enumeration].join(', ') : '',
    ];
  });
  help.columns.forEach((column, i) => (column.width = [28, 10, 32, 70, 40][i] ?? 20));
  help.getColumn(4).alignment = { wrapText: true, vertical: 'top' };
}
