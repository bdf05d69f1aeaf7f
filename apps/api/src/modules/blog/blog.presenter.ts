import { toPragueIso, type BlogRecipientType, type TBlogArticle } from '@vozka/domain';
import type { BlogArticleRow } from '../../db/schema/index.ts';

/** The picture's address; `?v=` (the file id) changes with the picture, so a cached old one is never shown. */
export function pictureUrlOf(row: Pick<BlogArticleRow, 'id' | 'pictureId'>): string | null {
  return row.pictureId === null ? null : `/api/blog-articles/${row.id}/picture?v=${row.pictureId}`;
}

/** An article as the API answers it (the text was sanitized when it was written). */
export function toBlogArticle(row: BlogArticleRow): TBlogArticle {
  return {
    id: row.id,
    heading: row.heading,
    text: row.text,
    pictureId: row.pictureId,
    pictureUrl: pictureUrlOf(row),
    // The column holds only what ZBlogArticleInput let through.
    recipientType: row.recipientType as BlogRecipientType,
    date: toPragueIso(row.date),
  };
}
