import { Badge, Button, Image, Stack, Text } from '@mantine/core';
import { type TBlogArticle, blogPlainText } from '@vozka/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActions, rowDelete } from '../../../components/records/RowActions';
import { type Column, DataTable } from '../../../components/ui/DataTable';
import { PageHeader } from '../../../components/ui/PageHeader';
import { PlusIcon } from '../../../components/ui/icons';
import { usePageOf } from '../../../components/ui/use-paged-search';
import { formatDateTime } from '../../../lib/format';
import { errorText } from '../../../lib/query';
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
  const [editing, setEditing] = useState<{ article: TBlogArticle | null } | null>(null);

  const columns: Column<TBlogArticle>[] = [
    {
      key: 'picture',
      header: t('fields.picture'),
      width: 96,
      cell: (article) =>
        article.pictureUrl ? (
          <Image src={article.pictureUrl} alt={t('picture.alt', { heading: article.heading })} w={80} h={50} fit="cover" radius="sm" />
        ) : null,
    },
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
    {
      key: 'actions',
      header: t('admin.actions'),
      width: 96,
      cell: (article) => (
        <RowActions
          editLabel={t('admin.editLabel', { heading: article.heading })}
          onEdit={() => setEditing({ article })}
          remove={rowDelete(t, 'admin', { heading: article.heading }, () => remove.mutateAsync(article.id))}
        />
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('admin.title')}
        description={t('admin.description')}
        actions={
          <Button leftSection={<PlusIcon />} onClick={() => setEditing({ article: null })}>
            {t('admin.new')}
          </Button>
        }
      />
      <DataTable
        label={t('admin.title')}
        columns={columns}
        rows={query.data?.objects}
        rowKey={(article) => article.id}
        loading={query.isFetching}
        error={errorText(query.error, t('admin.toasts.loadFailed'))}
        emptyText={t('admin.empty')}
        page={page}
        totalPages={query.data?.totalPages}
        onPageChange={setPage}
        minWidth={760}
      />
      {editing && <BlogArticleModal article={editing.article} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
