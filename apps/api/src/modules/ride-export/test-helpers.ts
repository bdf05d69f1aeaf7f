import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { Api } from '../rides/test-support.ts';

/** Downloads an export as `api`'s caller and reads it back with exceljs (the first sheet). */
export async function exportAs(api: Api, query: string) {
  const res = await api.get(`/api/orders/export?${query}`);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  const sheet = book.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
  /** Data rows: between the header and the totals row. */
  const data = Array.from({ length: sheet.rowCount - 2 }, (_, i) => sheet.getRow(i + 2));
  const column = (name: string) => header.indexOf(name) + 1;
  return {
    res,
    book,
    sheet,
    header,
    data,
    column,
    ids: data.map((r) => r.getCell(1).value as number),
    totals: sheet.getRow(sheet.rowCount),
  };
}

/** The ride ids of every page of `GET /api/orders` for the same query, in the list's order. */
export async function listIds(api: Api, query: string): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 0; ; page++) {
    const res = await api.get(`/api/orders?${query}&size=200&page=${page}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ totalPages: number; objects: { id: number }[] }>();
    ids.push(...body.objects.map((r) => r.id));
    if (page + 1 >= body.totalPages) return ids;
  }
}
