import { Input, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { BLOG_RECIPIENT_TYPES, type BlogRecipientType, type TBlogArticle } from '@vozka/domain';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormPicture } from '../../../components/files/FormPicture';
import { pictureTexts } from '../../../components/files/PictureField';
import { RecordModal } from '../../../components/records/RecordModal';
import { FormDateField } from '../../../components/ui/DateField';
import { useListRecordForm } from '../../../lib/record-form';
import { saveTexts } from '../../../lib/record-save';
import { blogArticles, useArticlePicture } from '../api/blog';
import { blogDefaults, blogField, blogToBody, validateBlog } from '../blog-form';
import { BlogTextEditor } from './BlogTextEditor';

/** Write or change a blog article (spec §3 Blog article): heading, who it is for, date, text, picture. */
export function BlogArticleModal({ article, onClose }: { article: TBlogArticle | null; onClose: () => void }) {
  const { t } = useTranslation('blog');
  const picture = useArticlePicture();
  const { form, fieldError, modal } = useListRecordForm(blogArticles, article, {
    validate: validateBlog,
    defaultValues: blogDefaults(article),
    texts: saveTexts(t, 'admin'),
    toBody: blogToBody,
    file: { save: (saved, values) => picture.mutateAsync({ article: saved, change: values.picture }), isPending: picture.isPending },
    rename: blogField,
    onClose,
  });
  const { control, register } = form;

  return (
    <RecordModal {...modal} title={article ? t('admin.editTitle') : t('admin.newTitle')} size="xl">
      <TextInput label={t('fields.heading')} required maxLength={200} error={fieldError('heading')} {...register('heading')} />
      <Controller
        control={control}
        name="recipientType"
        render={({ field }) => (
          <Stack gap={4}>
            <Input.Label labelElement="div" id="blog-recipient">
              {t('fields.recipientType')}
            </Input.Label>
            <SegmentedControl
              aria-labelledby="blog-recipient"
              value={field.value}
              onChange={(value) => field.onChange(value as BlogRecipientType)}
              data={BLOG_RECIPIENT_TYPES.map((value) => ({ value, label: t(`recipients.${value}`) }))}
              style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
            />
            {fieldError('recipientType') && <Input.Error>{fieldError('recipientType')}</Input.Error>}
          </Stack>
        )}
      />
      <FormDateField
        kind="datetime"
        control={control}
        name="date"
        label={t('fields.date')}
        description={t('admin.dateHint')}
        error={fieldError('date')}
      />
      <Controller
        control={control}
        name="text"
        render={({ field }) => <BlogTextEditor value={field.value} onChange={field.onChange} error={fieldError('text')} />}
      />
      <FormPicture
        control={control}
        name="picture"
        photoUrl={article?.pictureUrl ?? null}
        error={fieldError('picture')}
        texts={pictureTexts(t, 'picture', t('fields.picture'))}
      />
    </RecordModal>
  );
}
