import { Box, Combobox, InputBase, Loader, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../lib/form';
import { SEARCH_DEBOUNCE_MS } from '../ui/use-paged-search';
import type { TAddressSuggestion, TFrequentlyUsedAddress } from '@vozka/domain';
import { useAddressSuggestions, useFrequentAddresses } from './api';
import type { AddressValue } from './address-value';

export interface AddressAutocompleteProps {
  label: string;
  value: AddressValue;
  onChange: (value: AddressValue) => void;
  onBlur?: () => void;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  error?: ReactNode;
  description?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  /** Offer the frequently used addresses for an empty field (signed-in screens; not for drivers). */
  withFrequent?: boolean;
}

interface Option {
  key: string;
  /** The main line of the option. */
  title: string;
  /** The smaller line under it, if any. */
  detail: string | null;
  /** What the field takes when the option is chosen. */
  address: string;
  placeId: string;
}

const fromSuggestion = (s: TAddressSuggestion): Option => ({
  key: s.id || s.placeId,
  title: s.fullName,
  detail: s.address && !s.fullName.includes(s.address) ? s.address : null,
  address: s.fullName,
  placeId: s.placeId,
});

/** A frequently used address: its name, the address under it; choosing it takes the address. */
const fromFrequent = (a: TFrequentlyUsedAddress): Option => ({
  key: a.placeId,
  title: a.name,
  detail: a.fullAddress === a.name ? null : a.fullAddress,
  address: a.fullAddress,
  placeId: a.placeId,
});

/**
 * The address field (spec §2, §9): suggestions of `/api/address-suggestions` 300 ms after the last key
 * (at least one character); the value counts only when a suggestion is chosen — typed text keeps
 * `placeId: null` (the form then says ADDRESS_NOT_CHOSEN); an empty field lists the frequently used
 * addresses; no match says "Žádné adresy nebyly nalezeny.". Arrows, Enter and Escape work as in any
 * combobox.
 */
export function AddressAutocomplete(props: AddressAutocompleteProps) {
  const { label, value, onChange, withFrequent = true } = props;
  const { t } = useTranslation('places');
  const text = useMessageText();
  const listId = useId();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const opened = combobox.dropdownOpened;

  // A chosen value is not a search: focusing it again offers the frequently used addresses.
  const term = value.placeId ? '' : value.address.trim();
  const [debounced] = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const searching = term.length > 0;
  const suggestions = useAddressSuggestions(debounced, opened && searching);
  const frequent = useFrequentAddresses({ page: 0, size: SUGGESTION_FREQUENT }, opened && !searching && withFrequent);

  const options: Option[] = searching
    ? debounced
      ? (suggestions.data ?? []).map(fromSuggestion)
      : []
    : (frequent.data?.objects ?? []).map(fromFrequent);
  const waiting = searching && (debounced !== term || suggestions.isFetching) && options.length === 0;
  const failed = searching && suggestions.isError;

  const choose = (key: string) => {
    const option = options.find((o) => o.key === key);
    if (option) onChange({ address: option.address, placeId: option.placeId });
    combobox.closeDropdown();
  };

  const empty = (() => {
    if (waiting) return <Loader size="xs" aria-label={t('autocomplete.loading')} />;
    if (failed) return suggestions.error instanceof Error ? suggestions.error.message : text('GEO_UNAVAILABLE');
    if (searching && debounced === term && options.length === 0) return text('NO_ADDRESSES_FOUND');
    return null;
  })();
  const showDropdown = options.length > 0 || empty !== null;

  return (
    <Combobox store={combobox} onOptionSubmit={choose} position="bottom-start" disabled={props.disabled}>
      <Combobox.Target withExpandedAttribute withAriaAttributes>
        <InputBase
          role="combobox"
          aria-autocomplete="list"
          label={label}
          name={props.name}
          ref={props.inputRef}
          description={props.description}
          error={props.error}
          required={props.required}
          disabled={props.disabled}
          placeholder={props.placeholder ?? t('autocomplete.placeholder')}
          autoComplete="off"
          size="sm"
          value={value.address}
          onChange={(event) => {
            onChange({ address: event.currentTarget.value, placeId: null });
            combobox.openDropdown();
            combobox.resetSelectedOption();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            props.onBlur?.();
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!showDropdown}>
        <Combobox.Options mah={280} style={{ overflowY: 'auto' }} aria-label={label} id={listId}>
          {!searching && options.length > 0 && (
            <Text fz="xs" c="dimmed" px="xs" pt={4} aria-hidden>
              {t('autocomplete.frequent')}
            </Text>
          )}
          {options.map((option) => (
            <Combobox.Option
              key={option.key}
              value={option.key}
              active={option.placeId === value.placeId}
              aria-label={option.detail ? `${option.title}, ${option.detail}` : option.title}
            >
              <Box miw={0}>
                <Text fz="sm">{option.title}</Text>
                {option.detail && (
                  <Text fz="xs" c="dimmed">
                    {option.detail}
                  </Text>
                )}
              </Box>
            </Combobox.Option>
          ))}
          {empty !== null && <Combobox.Empty>{empty}</Combobox.Empty>}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

/** How many frequently used addresses an empty field offers. */
const SUGGESTION_FREQUENT = 10;
