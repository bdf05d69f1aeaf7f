import { Button, Group, Input, Paper, Stack, Text, Textarea } from '@mantine/core';
import { type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ArticleText } from './ArticleText';

/** How a toolbar button changes the selection: the text before and after it, or a whole list. */
type Wrap = { before: string; after: string; placeholder: string };

export interface BlogTextEditorProps {
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
}

/**
 * The article's text: HTML in a textarea with a small toolbar (bold, italics, link, list, paragraph) and a
 * live preview of what readers will see — the allow-list's result, so what the preview shows is what is
 * stored. Plain text works too: a blank line starts a paragraph.
 */
export function BlogTextEditor({ value, onChange, error }: BlogTextEditorProps) {
  const { t } = useTranslation('blog');
  const area = useRef<HTMLTextAreaElement>(null);
  const labelId = useId();

  const apply = (wrap: Wrap) => {
    const el = area.current;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    const selected = value.slice(start, end) || wrap.placeholder;
    const next = `${value.slice(0, start)}${wrap.before}${selected}${wrap.after}${value.slice(end)}`;
    onChange(next);
    // Keep the wrapped text selected, so a second button (bold + italics) wraps it again.
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + wrap.before.length, start + wrap.before.length + selected.length);
    });
  };

  const link = () => {
    const href = window.prompt(t('editor.linkPrompt'), 'https://');
    if (!href) return;
    const safeHref = href.replace(/"/g, '%22');
    apply({ before: `<a href="${safeHref}">`, after: '</a>', placeholder: t('editor.linkText') });
  };

  const list = () => {
    const el = area.current;
    const selected = value.slice(el?.selectionStart ?? 0, el?.selectionEnd ?? 0);
    const items = (selected || t('editor.listItem')).split('\n').filter((line) => line.trim());
    apply({ before: `<ul>\n${items.map((item) => `  <li>${item.trim()}</li>`).join('\n')}\n</ul>`, after: '', placeholder: '' });
  };

  const tools: { label: string; onClick: () => void; content: ReactNode }[] = [
    {
      label: t('editor.bold'),
      onClick: () => apply({ before: '<strong>', after: '</strong>', placeholder: t('editor.boldText') }),
      content: <b>B</b>,
    },
    {
      label: t('editor.italic'),
      onClick: () => apply({ before: '<em>', after: '</em>', placeholder: t('editor.italicText') }),
      content: <i>I</i>,
    },
    { label: t('editor.link'), onClick: link, content: t('editor.linkShort') },
    { label: t('editor.list'), onClick: list, content: t('editor.listShort') },
    {
      label: t('editor.paragraph'),
      onClick: () => apply({ before: '<p>', after: '</p>', placeholder: t('editor.paragraphText') }),
      content: '¶',
    },
  ];

  return (
    <Stack gap={6}>
      <Input.Label labelElement="div" id={labelId}>
        {t('fields.text')}
      </Input.Label>
      <Group gap={4} role="toolbar" aria-label={t('editor.toolbar')}>
        {tools.map((tool) => (
          <Button key={tool.label} size="compact-sm" variant="default" aria-label={tool.label} title={tool.label} onClick={tool.onClick}>
            {tool.content}
          </Button>
        ))}
      </Group>
      <Textarea
        ref={area}
        aria-labelledby={labelId}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        autosize
        minRows={6}
        maxRows={16}
        error={error}
        description={t('editor.hint')}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
      />
      <Input.Label labelElement="div">{t('editor.preview')}</Input.Label>
      <Paper withBorder p="sm" radius="sm" aria-label={t('editor.preview')} role="region">
        {value.trim() ? (
          <ArticleText html={value} />
        ) : (
          <Text fz="sm" c="dimmed">
            {t('editor.empty')}
          </Text>
        )}
      </Paper>
    </Stack>
  );
}
