import { z } from 'zod';
import { ZPaging } from '../shared/ids.ts';
import { pageOf, type QueryOf } from '../users/contracts.ts';

/** Spec §3/§4: who a blog article is for. */
export const BLOG_RECIPIENT_TYPES = ['DRIVERS', 'CLIENTS_AND_PASSENGERS'] as const;
export type BlogRecipientType = (typeof BLOG_RECIPIENT_TYPES)[number];

export const BLOG_LIMITS = { heading: 200, text: 50_000 } as const;

/**
 * Which articles a user reads (docs/decisions/0027): ADMIN every kind; drivers and fleet managers the
 * drivers' articles; customers and passengers theirs. A user of several roles reads each role's kind.
 */
export function blogRecipientsOf(roles: readonly string[]): BlogRecipientType[] {
  if (roles.includes('ADMIN')) return [...BLOG_RECIPIENT_TYPES];
  const kinds: BlogRecipientType[] = [];
  if (roles.includes('DRIVER') || roles.includes('FLEET_MANAGER')) kinds.push('DRIVERS');
  if (roles.includes('CUSTOMER') || roles.includes('PASSENGER')) kinds.push('CLIENTS_AND_PASSENGERS');
  return kinds;
}

/** Does the user read articles as one of their audience (not as the admin who writes them)? Their landing shows the newest. */
export function readsBlog(roles: readonly string[]): boolean {
  return !roles.includes('ADMIN') && blogRecipientsOf(roles).length > 0;
}

/**
 * The article JSON of `POST /api/blog-articles` and `PUT /api/blog-articles/{id}`. `text` is HTML that the
 * API cleans by the allow-list (sanitizeBlogHtml) before it stores it; `date` (ISO 8601 with an offset)
 * defaults to now. The picture changes by its own calls (`PUT|DELETE /api/blog-articles/{id}/picture`).
 */
export const ZBlogArticleInput = z.object({
  heading: z
    .string({ error: 'BLOG_HEADING_REQUIRED' })
    .trim()
    .min(1, 'BLOG_HEADING_REQUIRED')
    .max(BLOG_LIMITS.heading, 'BLOG_HEADING_TOO_LONG'),
  text: z
    .string()
    .max(BLOG_LIMITS.text, 'BLOG_TEXT_TOO_LONG')
    .nullish()
    .transform((v) => v ?? ''),
  recipientType: z.enum(BLOG_RECIPIENT_TYPES, { error: 'BLOG_RECIPIENT_REQUIRED' }),
  date: z.iso
    .datetime({ offset: true, error: 'INVALID_INPUT' })
    .nullish()
    .transform((v) => v ?? null),
});
export type TBlogArticleInput = z.input<typeof ZBlogArticleInput>;
export type BlogArticleInput = z.output<typeof ZBlogArticleInput>;

/** An article as the API answers it; `pictureUrl` is where the picture is read (null without one). */
export const ZBlogArticle = z.object({
  id: z.number().int(),
  heading: z.string(),
  /** Sanitized HTML: paragraphs, line breaks, bold, italics, lists and links only. */
  text: z.string(),
  pictureId: z.number().int().nullable(),
  pictureUrl: z.string().nullable(),
  recipientType: z.enum(BLOG_RECIPIENT_TYPES),
  /** ISO 8601 in Prague time. */
  date: z.string(),
});
export type TBlogArticle = z.infer<typeof ZBlogArticle>;
export const ZBlogArticlePage = pageOf(ZBlogArticle);

/** `GET /api/blog-articles`: newest first, paged; `recipientType` narrows ADMIN's list (a reader's is its own kind anyway). */
export const ZBlogArticleListQuery = z.object({
  ...ZPaging,
  recipientType: z.enum(BLOG_RECIPIENT_TYPES, { error: 'INVALID_INPUT' }).optional(),
});
export type TBlogArticleListQuery = QueryOf<typeof ZBlogArticleListQuery>;
