import { Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { TBlogArticle } from '@vozka/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { ArticleText } from './ArticleText';

/** One article as its readers see it: picture, heading, date and the formatted text. */
export function ArticleCard({ article, headingOrder = 2, kind }: { article: TBlogArticle; headingOrder?: 2 | 3; kind?: boolean }) {
  const { t } = useTranslation('blog');
  const [language] = useLanguage();
  return (
    <Card component="article" withBorder radius="md" padding="md" aria-labelledby={`blog-article-${article.id}`} maw="100%">
      {article.pictureUrl && (
        <Card.Section mb="sm">
          <Image src={article.pictureUrl} alt={t('picture.alt', { heading: article.heading })} mah={280} fit="cover" />
        </Card.Section>
      )}
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <Text fz="xs" c="dimmed" component="time" dateTime={article.date}>
            {formatDateTime(article.date, language)}
          </Text>
          {kind && (
            <Badge size="xs" variant="light">
              {t(`recipients.${article.recipientType}`)}
            </Badge>
          )}
        </Group>
        <Title
          order={headingOrder}
          fz={headingOrder === 2 ? 20 : 17}
          id={`blog-article-${article.id}`}
          style={{ overflowWrap: 'anywhere' }}
        >
          {article.heading}
        </Title>
        <ArticleText html={article.text} />
      </Stack>
    </Card>
  );
}
