import type { BlogRecipientType } from '@vozka/domain';
import type { Database } from '../../db/client.ts';
import { blogArticles, files } from '../../db/schema/index.ts';
import { SAMPLES } from '../files/test-support.ts';

/** An article straight in the database (tests only), with an owner-less PNG picture when `picture`. */
export async function insertTestArticle(
  database: Database,
  values: { heading: string; recipientType: BlogRecipientType; date: Date; text?: string; picture?: boolean },
): Promise<{ id: number; pictureId: number | null }> {
  let pictureId: number | null = null;
  if (values.picture) {
    const [file] = await database.db
      .insert(files)
      .values({ type: 'PICTURE', name: 'picture.png', mimeType: 'image/png', size: SAMPLES.png.length, data: SAMPLES.png })
      .returning({ id: files.id });
    pictureId = file!.id;
  }
  const [row] = await database.db
    .insert(blogArticles)
    .values({
      heading: values.heading,
      text: values.text ?? '<p>Text</p>',
      recipientType: values.recipientType,
      date: values.date,
      pictureId,
      updatedAt: values.date,
    })
    .returning({ id: blogArticles.id });
  return { id: row!.id, pictureId };
}
