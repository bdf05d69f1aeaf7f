import { ActionIcon, Box, CloseButton, Combobox, Group, InputBase, Loader, Text, Tooltip, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import { NOT_SELECTED_ID } from '@vozka/domain';
import { Fragment, type ReactNode, type UIEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Paged, nextPageParam } from '../../lib/paged';
import { PencilIcon } from '../ui/icons';
import { SEARCH_DEBOUNCE_MS } from '../ui/use-paged-search';
import { OnlineDot } from './OnlineDot';
import {
  PICKER_CLOSE_DELAY_MS,
  PICKER_PAGE_SIZE,
  PICKER_SIZES,
  type PickerOption,
  type PickerSize,
  type PickerValue,
  dedupeByUserId,
} from './rules';

export interface EntityPickerProps<T> {
  label: string;
  value: PickerValue;
  onChange: (value: PickerValue) => void;
  /** The list's query key (the search and page are added). */
  queryKey: QueryKey;
  /** One page of the list: the search, the page and the pickers' page size. */
  fetchPage: (query: { q: string; page: number; size: number }, signal: AbortSignal) => Promise<Paged<T>>;
  toOption: (item: T) => PickerOption;
  /** Shows the clear button (the caller applies the role rules of spec §6). */
  clearable?: boolean;
  /** Shows the edit pencil (only when editing is enabled); `onEdit` opens the editor. */
  editable?: boolean;
  onEdit?: () => void;
  editLabel?: string;
  /** More buttons next to the field (quick create). */
  actions?: ReactNode;
  size?: PickerSize;
  error?: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  withOnlineDot?: boolean;
}

/**
 * A searchable picker over a paged API list (spec §2, §9): search as you type, the next page when
 * scrolled to the bottom, duplicates removed, "Not selected" first, "No results found" when empty.
 */
export function EntityPicker<T>(props: EntityPickerProps<T>) {
  const { label, value, onChange, clearable, editable, onEdit, withOnlineDot } = props;
  const { t } = useTranslation('pickers');
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  const size = PICKER_SIZES[props.size ?? 'medium'];

  const query = useInfiniteQuery({
    queryKey: [...props.queryKey, { q }],
    queryFn: ({ pageParam, signal }) => props.fetchPage({ q, page: pageParam, size: PICKER_PAGE_SIZE }, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageParam,
    enabled: combobox.dropdownOpened && !props.disabled,
  });
  const options = dedupeByUserId(query.data?.pages.flatMap((page) => page.objects.map(props.toOption)) ?? []);

  const choose = (id: string) => {
    const chosen = Number(id) === NOT_SELECTED_ID ? null : (options.find((o) => String(o.id) === id) ?? null);
    onChange(chosen && { id: chosen.id, name: chosen.name, online: chosen.online });
    setSearch('');
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => combobox.closeDropdown(), PICKER_CLOSE_DELAY_MS);
  };

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const list = event.currentTarget;
    const atBottom = list.scrollTop + list.clientHeight >= list.scrollHeight - 8;
    if (atBottom && query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  };

  /** What a screen reader says for an option: "Adam, online", "Hotel Praha, info@hotel.cz". */
  const optionLabel = (option: PickerOption) =>
    [option.name, withOnlineDot ? t(option.online ? 'online' : 'offline') : null, option.description].filter(Boolean).join(', ');

  const buttons = [
    clearable && value && (
      <CloseButton
        key="clear"
        size="sm"
        aria-label={t('clear', { label })}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => onChange(null)}
      />
    ),
    editable && value && onEdit && (
      <Tooltip key="edit" label={props.editLabel ?? t('edit', { label })}>
        <ActionIcon variant="subtle" size="sm" onClick={onEdit} aria-label={props.editLabel ?? t('edit', { label })}>
          <PencilIcon size={14} />
        </ActionIcon>
      </Tooltip>
    ),
    props.actions && <Fragment key="actions">{props.actions}</Fragment>,
  ].filter(Boolean);

  return (
    <Combobox store={combobox} onOptionSubmit={choose} width={size.width} position="bottom-start" disabled={props.disabled}>
      <Combobox.Target withExpandedAttribute>
        <InputBase
          role="combobox"
          label={label}
          description={props.description}
          error={props.error}
          required={props.required}
          disabled={props.disabled}
          size="sm"
          value={combobox.dropdownOpened ? search : (value?.name ?? '')}
          placeholder={value?.name ?? t('notSelected')}
          onChange={(event) => {
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
            setSearch(event.currentTarget.value);
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            setSearch('');
          }}
          leftSection={withOnlineDot && value ? <OnlineDot online={Boolean(value.online)} /> : undefined}
          rightSection={
            buttons.length > 0 ? (
              <Group gap={2} wrap="nowrap">
                {buttons}
              </Group>
            ) : (
              <Combobox.Chevron />
            )
          }
          rightSectionWidth={buttons.length > 0 ? 28 * buttons.length + 8 : undefined}
          rightSectionPointerEvents={buttons.length > 0 ? 'all' : 'none'}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options mah={size.height} style={{ overflowY: 'auto' }} onScroll={onScroll} aria-label={label}>
          <Combobox.Option value={String(NOT_SELECTED_ID)} active={value === null}>
            <Text fz="sm" c="dimmed">
              {t('notSelected')}
            </Text>
          </Combobox.Option>
          {options.map((option) => (
            <Combobox.Option key={option.id} value={String(option.id)} active={option.id === value?.id} aria-label={optionLabel(option)}>
              <Group gap="xs" wrap="nowrap">
                {withOnlineDot && <OnlineDot online={Boolean(option.online)} />}
                <Box miw={0}>
                  <Text fz="sm" truncate="end">
                    {option.name}
                  </Text>
                  {option.description && (
                    <Text fz="xs" c="dimmed" truncate="end">
                      {option.description}
                    </Text>
                  )}
                </Box>
              </Group>
            </Combobox.Option>
          ))}
          {query.isFetching ? (
            <Combobox.Empty>
              <Loader size="xs" aria-label={t('loading')} />
            </Combobox.Empty>
          ) : query.isError ? (
            <Combobox.Empty>{query.error instanceof Error ? query.error.message : t('loadFailed')}</Combobox.Empty>
          ) : (
            options.length === 0 && <Combobox.Empty>{t('noResults')}</Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
