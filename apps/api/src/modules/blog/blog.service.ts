import {
  blogRecipientsOf,
  FILE_MIME_TYPES,
  sanitizeBlogHtml,
  type BlogArticleInput,
  type Page,
  type TBlogArticle,
  type TBlogArticleListQuery,
} from '@vozka/domain';
import type { Database } from '../../db/client.ts';
import type { BlogArticleRow } from '../../db/schema/index.ts';
import type { Caller } from '../../shared/caller.ts';
import { nowOf, type Clock } from '../../shared/clock.ts';
import { AppError } from '../../shared/errors.ts';
import { insertFile } from '../files/files.repository.ts';
import { uploadContent } from '../files/files.service.ts';
import * as repo from './blog.repository.ts';
import { toBlogArticle } from './blog.presenter.ts';

/** The pictures an article may show. */
const PICTURE_MIME_TYPES = FILE_MIME_TYPES.filter((type) => type.startsWith('image/'));

/** An uploaded picture: the client's file name and the bytes (see `readUploadParts`). */
export interface PictureUpload {
  fileName: string | undefined;
  data: Buffer;
}

const notFound = () => new AppError(404, 'MESSAGE_ID_NOT_FOUND');

/**
 * Blog articles (spec §3, docs/decisions/0027): ADMIN writes them; every reader gets only its own kind
 * (`blogRecipientsOf`) and only those dated up to now, ADMIN all. The text is cleaned by the allow-list on
 * every write, so the stored HTML is safe to show.
 */
export function createBlogService(deps: { database: Database; clock?: Clock }) {
  const { db } = deps.database;
  const now = nowOf(deps.clock);

  const isAdmin = (caller: Caller) => caller.roles.includes('ADMIN');
  const filterOf = (caller: Caller, only?: TBlogArticleListQuery['recipientType']): repo.ArticleFilter => {
    const kinds = blogRecipientsOf(caller.roles).filter((kind) => !only || kind === only);
    return { kinds, until: isAdmin(caller) ? null : now() };
  };

  /** The article when the caller reads it; otherwise 404, as if there were none. */
  async function readable(caller: Caller, id: number): Promise<BlogArticleRow> {
    const row = await repo.findArticle(db, id);
    const filter = filterOf(caller);
    const visible =
      row &&
      (filter.kinds as readonly string[]).includes(row.recipientType) &&
      (filter.until === null || row.date.getTime() <= filter.until.getTime());
    if (!visible) throw notFound();
    return row;
  }

  const values = (input: BlogArticleInput, date: Date): repo.BlogArticleValues => ({
    heading: input.heading,
    text: sanitizeBlogHtml(input.text),
    recipientType: input.recipientType,
    date,
  });

  return {
    async list(caller: Caller, query: { page: number; size: number; recipientType?: TBlogArticleListQuery['recipientType'] }) {
      const { total, rows } = await repo.listArticles(db, filterOf(caller, query.recipientType ?? undefined), query.page, query.size);
      return { totalPages: Math.ceil(total / query.size), objects: rows.map(toBlogArticle) } satisfies Page<TBlogArticle>;
    },

    get: async (caller: Caller, id: number) => toBlogArticle(await readable(caller, id)),

    async create(caller: Caller, input: BlogArticleInput): Promise<TBlogArticle> {
      const at = now();
      return toBlogArticle(await repo.insertArticle(db, values(input, input.date ? new Date(input.date) : at), caller.id, at));
    },

    /** Replaces heading, text, kind and (when sent) the date; the picture stays. */
    async update(id: number, input: BlogArticleInput): Promise<TBlogArticle> {
      return db.transaction(async (tx) => {
        const found = await repo.findArticle(tx, id, true);
        if (!found) throw notFound();
        const row = await repo.updateArticle(tx, id, values(input, input.date ? new Date(input.date) : found.date), now());
        return toBlogArticle(row!);
      });
    },

    async remove(id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const found = await repo.findArticle(tx, id, true);
        if (!found) throw notFound();
        await repo.deleteArticle(tx, id);
        await repo.dropPicture(tx, found.pictureId, id);
      });
    },

    /**
     * Stores an uploaded JPEG/PNG/WebP (by its bytes) in the files table, without an owner, as the article's
     * picture and drops the one it replaces. Anything else is 400 PHOTO_NOT_IMAGE and stores nothing.
     */
    async setPicture(caller: Caller, id: number, upload: PictureUpload): Promise<TBlogArticle> {
      const content = uploadContent(upload.fileName, upload.data, PICTURE_MIME_TYPES);
      if (!content) throw new AppError(400, 'PHOTO_NOT_IMAGE', { fields: { file: 'PHOTO_NOT_IMAGE' } });
      return db.transaction(async (tx) => {
        const found = await repo.findArticle(tx, id, true);
        if (!found) throw notFound();
        const file = await insertFile(tx, { type: 'PICTURE', ...content, uploadedBy: caller.id });
        const row = await repo.updateArticle(tx, id, { pictureId: file.id }, now());
        await repo.dropPicture(tx, found.pictureId, id);
        return toBlogArticle(row!);
      });
    },

    /** Takes the picture off an article (and drops it); no picture is fine. */
    async removePicture(id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const found = await repo.findArticle(tx, id, true);
        if (!found) throw notFound();
        if (found.pictureId === null) return;
        await repo.updateArticle(tx, id, { pictureId: null }, now());
        await repo.dropPicture(tx, found.pictureId, id);
      });
    },

    /** The picture of an article the caller reads; 404 when it reads none or the article has none. */
    async picture(caller: Caller, id: number): Promise<{ mimeType: string; data: Buffer }> {
      const row = await readable(caller, id);
      const picture = row.pictureId === null ? undefined : await repo.findPicture(db, row.pictureId);
      if (!picture) throw notFound();
      return picture;
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
