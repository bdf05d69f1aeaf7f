import { Badge, Stack, Text } from '@mantine/core';
import { type TBlogArticle, blogPlainText } from '@vozka/domain';
import { useTranslation } from 'react-i18next';
import { RecordListPage, actionsColumn, pictureColumn, recordActions, useRecordEditor } from '../../../components/records/RecordListPage';
import type { Column } from '../../../components/ui/DataTable';
import { QueryTable, recordTexts } from '../../../components/ui/QueryTable';
import { usePageOf } from '../../../components/ui/use-paged-search';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { blogArticles } from '../api/blog';
import { BlogArticleModal } from './BlogArticleModal';

/** /manage/blog (ADMIN): every article, newest first, with its picture; write, change and delete them. */
export function BlogAdminPage() {
  const { t } = useTranslation('blog');
  const [language] = useLanguage();
  const [page, setPage] = usePageOf(null);
  const query = blogArticles.usePage({ page });
  const remove = blogArticles.useRemove();
  const { editing, edit, create, close } = useRecordEditor<TBlogArticle>();

  const columns: Column<TBlogArticle>[] = [
    pictureColumn(
      t('fields.picture'),
      (article) => article.pictureUrl,
      (article) => t('picture.alt', { heading: article.heading }),
      80,
      50,
    ),
    {
      key: 'heading',
      header: t('fields.heading'),
      cell: (article) => (
        <Stack gap={2} maw={420}>
          <Text fz="sm" fw={600}>
            {article.heading}
          </Text>
          <Text fz="xs" c="dimmed" lineClamp={2}>
            {blogPlainText(article.text)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'recipientType',
      header: t('fields.recipientType'),
      cell: (article) => (
        <Badge variant="light" color={article.recipientType === 'DRIVERS' ? 'vozka' : 'teal'}>
          {t(`recipients.${article.recipientType}`)}
        </Badge>
      ),
    },
    { key: 'date', header: t('fields.date'), width: 150, cell: (article) => formatDateTime(article.date, language) },
    actionsColumn(
      t('admin.actions'),
      recordActions(t, 'admin', (article) => ({ heading: article.heading }), edit, remove.mutateAsync),
    ),
  ];

  return (
    <RecordListPage title={t('admin.title')} description={t('admin.description')} newLabel={t('admin.new')} onNew={create}>
      <QueryTable texts={recordTexts(t, 'admin')} columns={columns} query={query} paging={{ page, setPage }} minWidth={760} />
      {editing && <BlogArticleModal article={editing.record} onClose={close} />}
    </RecordListPage>
  );
}
