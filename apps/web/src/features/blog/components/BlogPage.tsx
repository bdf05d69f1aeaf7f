import { Alert, Center, Loader, Pagination, Stack, Text } from '@mantine/core';
import { useSignedInUser } from '../../../lib/auth';
import { useTranslation } from 'react-i18next';
import { usePageOf } from '../../../components/ui/use-paged-search';
import { PageHeader } from '../../../components/ui/PageHeader';
import { errorText } from '../../../lib/query';
import { useReaderArticles } from '../api/blog';
import { ArticleCard } from './ArticleCard';

/**
 * /blog: the articles the user reads, newest first — drivers and fleet managers the drivers' ones,
 * customers and passengers theirs (the API decides; ADMIN opening it sees every kind, marked).
 */
export function BlogPage() {
  const { t } = useTranslation('blog');
  const { roles } = useSignedInUser();
  const [page, setPage] = usePageOf(null);
  const query = useReaderArticles(page);
  const articles = query.data?.objects;
  const error = errorText(query.error, t('reader.loadFailed'));

  return (
    <Stack gap="lg" maw={760}>
      <PageHeader title={t('reader.title')} description={t('reader.description')} />
      {error && <Alert color="red">{error}</Alert>}
      {!articles && !error && (
        <Center py="xl">
          <Loader aria-label={t('reader.loading')} />
        </Center>
      )}
      {articles?.length === 0 && <Text c="dimmed">{t('reader.empty')}</Text>}
      {articles?.map((article) => (
        <ArticleCard key={article.id} article={article} kind={roles.includes('ADMIN')} />
      ))}
      {(query.data?.totalPages ?? 0) > 1 && (
        <Pagination value={page + 1} onChange={(value) => setPage(value - 1)} total={query.data?.totalPages ?? 1} size="sm" />
      )}
    </Stack>
  );
}
