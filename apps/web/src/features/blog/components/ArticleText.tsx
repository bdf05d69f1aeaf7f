import { Typography } from '@mantine/core';
import { sanitizeBlogHtml } from '@vozka/domain';
import { useMemo } from 'react';

/**
 * An article's formatted text. The API stores it cleaned by the allow-list (docs/decisions/0027); it is
 * cleaned once more here, by the same domain function, before React sets it as HTML — so no text, stored
 * or typed in the editor, can put a script or a handler into the page.
 */
export function ArticleText({ html, maxLines }: { html: string; maxLines?: number }) {
  const safe = useMemo(() => sanitizeBlogHtml(html), [html]);
  return (
    <Typography
      fz="sm"
      data-testid="article-text"
      style={{
        overflowWrap: 'anywhere',
        ...(maxLines ? { display: '-webkit-box', WebkitLineClamp: maxLines, WebkitBoxOrient: 'vertical', overflow: 'hidden' } : {}),
      }}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
