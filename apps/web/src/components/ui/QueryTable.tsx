import { errorText } from '../../lib/query';
import type { Paged } from '../../lib/paged';
import { DataTable, type DataTableProps } from './DataTable';

/** What a list query hands a table: a page of records (or all of them), its error, whether it loads. */
export interface TableQuery<T> {
  data: Paged<T> | readonly T[] | undefined;
  error: unknown;
  isFetching: boolean;
}

/** A table's accessible name, the text of an empty list and the error text of a failed load (when the API sends none). */
export interface TableTexts {
  label: string;
  empty: string;
  failed: string;
}

/** The texts of a namespace's main list: `list.title`, `list.empty`, `toasts.loadFailed`. */
export function listTexts(t: (key: string) => string): TableTexts {
  return { label: t('list.title'), empty: t('list.empty'), failed: t('toasts.loadFailed') };
}

/** The texts of an admin list of records (as `saveTexts` and `rowDelete`): `<prefix>.title`, `.empty`, `.toasts.loadFailed`. */
export function recordTexts(t: (key: string) => string, prefix: string): TableTexts {
  return { label: t(`${prefix}.title`), empty: t(`${prefix}.empty`), failed: t(`${prefix}.toasts.loadFailed`) };
}

export interface QueryTableProps<T extends { id: number }> extends Pick<DataTableProps<T>, 'columns' | 'minWidth' | 'rowProps'> {
  texts: TableTexts;
  query: TableQuery<T>;
  /** The zero-based page shown, and how to turn it; without it the table shows one page. */
  paging?: { page: number; setPage: (page: number) => void };
  /** The spinner only until the first answer (lists that refresh themselves keep their rows meanwhile). */
  quiet?: boolean;
}

/** A DataTable of the records of a list query, keyed by id, with its loading, error and pages. */
export function QueryTable<T extends { id: number }>({ texts, query, paging, quiet, ...props }: QueryTableProps<T>) {
  const { data } = query;
  const page = Array.isArray(data) ? undefined : (data as Paged<T> | undefined);
  return (
    <DataTable
      {...props}
      label={texts.label}
      rows={page ? page.objects : (data as readonly T[] | undefined)}
      rowKey={(row) => row.id}
      loading={query.isFetching && !(quiet && data)}
      error={errorText(query.error, texts.failed)}
      emptyText={texts.empty}
      page={paging?.page}
      totalPages={page?.totalPages}
      onPageChange={paging?.setPage}
    />
  );
}
