import type { BlogRecipientType } from '@vozka/domain';
import type { Database } from '../../db/client.ts';
import { blogArticles } from '../../db/schema/index.ts';
import { SAMPLES } from '../files/test-support.ts';
import { insertFile } from '../files/files.repository.ts';

/** An article straight in the database (tests only), with an owner-less PNG picture when `picture`. */
export async function insertTestArticle(
  database: Database,
  values: { heading: string; recipientType: BlogRecipientType; date: Date; text?: string; picture?: boolean },
): Promise<{ id: number; pictureId: number | null }> {
  let pictureId: number | null = null;
  if (values.picture) {
    const file = await insertFile(database.db, { type: 'PICTURE', name: 'picture.png', mimeType: 'image/png', data: SAMPLES.png });
    pictureId = file.id;
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
