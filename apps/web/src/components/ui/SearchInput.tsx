import { TextInput, type TextInputProps } from '@mantine/core';
import { SearchIcon } from './icons';

/** The search box of a list (type search, so Escape clears it in browsers). */
export function SearchInput({
  value,
  onChange,
  label,
  ...props
}: Omit<TextInputProps, 'onChange' | 'value'> & { value: string; onChange: (value: string) => void; label: string }) {
  return (
    <TextInput
      type="search"
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      leftSection={<SearchIcon />}
      size="sm"
      w={{ base: '100%', xs: 320 }}
      {...props}
    />
  );
}
