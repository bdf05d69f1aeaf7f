import { Anchor, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { readsBlog } from '@vozka/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignedInUser } from '../../../lib/auth';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useNewestArticle } from '../api/blog';
import { ArticleText } from './ArticleText';

/**
 * The newest article on a reader's landing screen (drivers, fleet managers, customers, passengers — not
 * ADMIN, who writes them), with a link to the whole blog. Nothing when there is none or it cannot load.
 */
export function NewestArticle() {
  const { t } = useTranslation('blog');
  const [language] = useLanguage();
  const { roles } = useSignedInUser();
  const newest = useNewestArticle(readsBlog(roles));
  const article = newest.data;
  if (!article) return null;
  return (
    <Paper component="section" withBorder radius="md" p="sm" mb="lg" aria-label={t('landing.label')} maw="100%">
      <Group align="flex-start" wrap="wrap" gap="sm">
        {article.pictureUrl && (
          <Image src={article.pictureUrl} alt={t('picture.alt', { heading: article.heading })} w={120} h={80} fit="cover" radius="sm" />
        )}
        <Stack gap={4} miw={0} style={{ flex: '1 1 200px' }}>
          <Text fz="xs" c="dimmed">
            {t('landing.newest')} · {formatDateTime(article.date, language)}
          </Text>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {article.heading}
          </Text>
          <ArticleText html={article.text} maxLines={3} />
          <Anchor component={Link} to="/blog" fz="sm">
            {t('landing.more')}
          </Anchor>
        </Stack>
      </Group>
    </Paper>
  );
}
