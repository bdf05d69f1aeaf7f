import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { PAGE_DATA_ELEMENT } from '@vozka/domain';
import { ridesKeys } from '../lib/rides/keys';
import { pageSeeds, seedFromDocument } from './page-data';

const contract = { ride: { id: 7 } };

describe('page data (decision 0050)', () => {
  it("gives the contract page's answer the key the page reads it by, its link decoded as the router does", () => {
    expect(pageSeeds('/my-drive/a%2Db', contract)).toEqual([[ridesKeys.overview('a-b'), contract]]);
    expect(pageSeeds('/my-drive/abc/', contract)).toEqual([[ridesKeys.overview('abc'), contract]]);
    expect(pageSeeds('/auth/login', contract)).toEqual([]);
  });

  it("puts the server's answers in the query cache before the app's first render", () => {
    document.body.innerHTML = `<script type="application/json" id="${PAGE_DATA_ELEMENT}">${JSON.stringify(pageSeeds('/my-drive/abc', contract))}</script>`;
    const queryClient = new QueryClient();
    expect(seedFromDocument(queryClient, document)).toBe(true);
    expect(queryClient.getQueryData(ridesKeys.overview('abc'))).toEqual(contract);
  });

  it('seeds nothing from a page without answers, or with a broken script', () => {
    for (const html of [
      '',
      `<script type="application/json" id="${PAGE_DATA_ELEMENT}">[</script>`,
      `<script type="application/json" id="${PAGE_DATA_ELEMENT}">{}</script>`,
    ]) {
      document.body.innerHTML = html;
      const queryClient = new QueryClient();
      expect(seedFromDocument(queryClient, document)).toBe(false);
      expect(queryClient.getQueryCache().getAll()).toEqual([]);
    }
  });
});
