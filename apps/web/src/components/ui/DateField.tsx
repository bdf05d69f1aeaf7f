import { ActionIcon, Group, Popover, SimpleGrid, Text, TextInput, UnstyledButton, type TextInputProps } from '@mantine/core';
import { todayInPrague, type Language } from '@vozka/domain';
import { useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DATE_PATTERNS, type DateFieldKind, formatDateValue, monthDays, monthOf, parseDateText } from '../../lib/date-input';
import { useLanguage } from '../../lib/use-language';

const LOCALES: Record<Language, string> = { cs: 'cs-CZ', en: 'en-GB' };
/** 1 January 2024 was a Monday: the weekday names from it. */
const MONDAY = Date.UTC(2024, 0, 1);

export interface DateFieldProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type'> {
  kind: DateFieldKind;
  /** "YYYY-MM-DD" or "YYYY-MM-DDTHH:mm" (what a native date input gave), '' when empty. */
  value: string;
  /** The new value; text that is no date yet comes as it is (the form's check then says so). */
  onChange: (value: string) => void;
}

/**
 * A date (or date and time) field written the UI language's way, whatever the browser's locale is (issue 17
 * §13: Czech `25. 11. 2026 14:30`, 24 h), with a calendar in that language. Typing either language's way or
 * ISO works.
 */
export function DateField({ kind, value, onChange, onBlur, ...props }: DateFieldProps) {
  const [language] = useLanguage();
  const { t } = useTranslation();
  const [text, setText] = useState(() => formatDateValue(value, kind, language));
  const [opened, setOpened] = useState(false);
  const [page, setPage] = useState(() => monthOf(value, todayInPrague(new Date())));

  // A value from outside (a reset, the calendar) or another UI language: shown the language's way.
  const [synced, setSynced] = useState({ value, language });
  if (synced.value !== value || synced.language !== language) {
    setSynced({ value, language });
    if (synced.language !== language || (parseDateText(text, kind) ?? text) !== value) setText(formatDateValue(value, kind, language));
  }

  const type = (next: string) => {
    setText(next);
    onChange(parseDateText(next, kind) ?? next);
  };
  const pick = (day: number) => {
    const date = `${page.year}-${String(page.month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    const time = kind === 'datetime' ? `T${/T(\d{2}:\d{2})/.exec(value)?.[1] ?? '12:00'}` : '';
    onChange(date + time);
    setText(formatDateValue(date + time, kind, language));
    setOpened(false);
  };
  const move = (by: number) =>
    setPage(({ year, month }) => ({ year: year + Math.floor((month - 1 + by) / 12), month: ((month - 1 + by + 12) % 12) + 1 }));

  const locale = LOCALES[language];
  const weekdays = Array.from({ length: 7 }, (_, i) =>
    new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(new Date(MONDAY + i * 86_400_000)),
  );
  const title = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(page.year, page.month - 1, 1)),
  );
  const chosen = parseDateText(text, kind);

  return (
    <TextInput
      size="sm"
      {...props}
      value={text}
      placeholder={DATE_PATTERNS[language][kind]}
      onChange={(event) => type(event.currentTarget.value)}
      onBlur={(event) => {
        const parsed = parseDateText(text, kind);
        if (parsed) setText(formatDateValue(parsed, kind, language));
        onBlur?.(event);
      }}
      rightSection={
        <Popover opened={opened} onChange={setOpened} position="bottom-end" withinPortal trapFocus>
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              aria-label={t('dateField.open')}
              onClick={() => {
                setPage(monthOf(value, todayInPrague(new Date())));
                setOpened((o) => !o);
              }}
            >
              <CalendarIcon />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown>
            <Group justify="space-between" mb="xs">
              <ActionIcon variant="subtle" aria-label={t('dateField.previous')} onClick={() => move(-1)}>
                ‹
              </ActionIcon>
              <Text fw={600} fz="sm">
                {title}
              </Text>
              <ActionIcon variant="subtle" aria-label={t('dateField.next')} onClick={() => move(1)}>
                ›
              </ActionIcon>
            </Group>
            <SimpleGrid cols={7} spacing={2} verticalSpacing={2} role="grid" aria-label={title}>
              {weekdays.map((name) => (
                <Text key={name} fz="xs" c="dimmed" ta="center">
                  {name}
                </Text>
              ))}
              {monthDays(page.year, page.month).map((day, i) =>
                day === null ? (
                  <span key={`pad-${i}`} />
                ) : (
                  <UnstyledButton
                    key={day}
                    onClick={() => pick(day)}
                    aria-label={formatDateValue(`${page.year}-${page.month}-${day}`, 'date', language)}
                    aria-pressed={chosen?.startsWith(`${page.year}-${String(page.month).padStart(2, '0')}-${String(day).padStart(2, '0')}`)}
                    fz="sm"
                    ta="center"
                    p={4}
                  >
                    {day}
                  </UnstyledButton>
                ),
              )}
            </SimpleGrid>
          </Popover.Dropdown>
        </Popover>
      }
    />
  );
}

function CalendarIcon() {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M16 3v4M8 3v4M3 10h18" />
    </svg>
  );
}

/** A {@link DateField} bound to a form field. */
export function FormDateField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  ...props
}: Omit<DateFieldProps, 'value' | 'onChange' | 'name'> & { control: Control<T>; name: N }) {
  const { field } = useController({ control, name });
  return (
    <DateField
      {...props}
      name={field.name}
      ref={field.ref}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
    />
  );
}
