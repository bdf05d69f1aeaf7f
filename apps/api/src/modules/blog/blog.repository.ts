import { and, desc, eq, inArray, isNull, lte, ne, type SQL } from 'drizzle-orm';
import type { BlogRecipientType } from '@vozka/domain';
import type { Db } from '../../db/client.ts';
import { pageOf } from '../../db/page.ts';
import { blogArticles, files, vehicleOffers, type BlogArticleRow } from '../../db/schema/index.ts';
import { updateById } from '../../db/by-id.ts';
import { FILE_BYTES } from '../files/files.repository.ts';

export type BlogArticleValues = Pick<typeof blogArticles.$inferInsert, 'heading' | 'text' | 'recipientType' | 'date'>;

/** Which articles a list holds: some recipient kinds, and for readers only those dated up to `until`. */
export interface ArticleFilter {
  kinds: readonly BlogRecipientType[];
  until: Date | null;
}

function where(filter: ArticleFilter): SQL | undefined {
  return and(inArray(blogArticles.recipientType, [...filter.kinds]), filter.until ? lte(blogArticles.date, filter.until) : undefined);
}

/** A page of articles, newest first. */
export async function listArticles(db: Db, filter: ArticleFilter, page: number, size: number) {
  if (filter.kinds.length === 0) return { total: 0, rows: [] as BlogArticleRow[] };
  return pageOf(db, blogArticles, { where: where(filter), orderBy: [desc(blogArticles.date), desc(blogArticles.id)], page, size });
}

export async function findArticle(db: Db, id: number, lock = false): Promise<BlogArticleRow | undefined> {
  const query = db.select().from(blogArticles).where(eq(blogArticles.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertArticle(db: Db, values: BlogArticleValues, createdBy: number, at: Date): Promise<BlogArticleRow> {
  const [row] = await db
    .insert(blogArticles)
    .values({ ...values, createdBy, updatedAt: at })
    .returning();
  return row!;
}

export async function updateArticle(db: Db, id: number, values: Partial<BlogArticleValues> & { pictureId?: number | null }, at: Date) {
  return updateById(db, blogArticles, id, { ...values, updatedAt: at });
}

export async function deleteArticle(db: Db, id: number): Promise<void> {
  await db.delete(blogArticles).where(eq(blogArticles.id, id));
}

/** An article's picture: its type and bytes. */
export async function findPicture(db: Db, fileId: number) {
  const [row] = await db.select({ mimeType: files.mimeType, data: FILE_BYTES }).from(files).where(eq(files.id, fileId));
  return row;
}

/**
 * Deletes a picture no article shows any more when it was uploaded for the blog (a file without an owner
 * that no vehicle offer shows either); a user's or a vehicle's file stays.
 */
export async function dropPicture(db: Db, fileId: number | null, articleId: number): Promise<void> {
  if (fileId === null) return;
  const [article] = await db
    .select({ id: blogArticles.id })
    .from(blogArticles)
    .where(and(eq(blogArticles.pictureId, fileId), ne(blogArticles.id, articleId)))
    .limit(1);
  const [offer] = await db.select({ id: vehicleOffers.id }).from(vehicleOffers).where(eq(vehicleOffers.photoFileId, fileId)).limit(1);
  if (article || offer) return;
  await db.delete(files).where(and(eq(files.id, fileId), isNull(files.userId), isNull(files.vehicleId)));
}
