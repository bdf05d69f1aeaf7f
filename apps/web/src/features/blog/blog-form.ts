import { type BlogRecipientType, type TBlogArticle, type TBlogArticleInput, ZBlogArticleInput } from '@vozka/domain';
import type { PictureChange } from '../../components/files/PictureField';
import { schemaErrors } from '../../lib/form';
import { isoToPragueLocal, pragueLocalToIsoOrText } from '../../lib/time';

export interface BlogFormValues {
  heading: string;
  recipientType: BlogRecipientType;
  /** Prague wall time ("YYYY-MM-DDTHH:mm"); empty: now. */
  date: string;
  text: string;
  picture: PictureChange;
}

export function blogDefaults(article: TBlogArticle | null): BlogFormValues {
  return {
    heading: article?.heading ?? '',
    recipientType: article?.recipientType ?? 'DRIVERS',
    date: isoToPragueLocal(article?.date),
    text: article?.text ?? '',
    picture: { kind: 'keep' },
  };
}

/** The JSON of POST/PUT /api/blog-articles. */
export function blogToBody(values: BlogFormValues): TBlogArticleInput {
  return { heading: values.heading, text: values.text, recipientType: values.recipientType, date: pragueLocalToIsoOrText(values.date) };
}

/** API field names as the form names them (the picture upload's `file` is the picture field). */
export const blogField = (field: string) => (field === 'file' ? 'picture' : field);

export function validateBlog(values: BlogFormValues): Record<string, string> {
  return schemaErrors(ZBlogArticleInput, blogToBody(values));
}
