import { SegmentedControl } from '@mantine/core';

export interface SegmentFilterProps<V extends string> {
  /** The accessible name of the segments. */
  label: string;
  value: V;
  data: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  /** The list's page: a new choice goes back to the first one. */
  setPage: (page: number) => void;
}

/** A paged list's filter or order as segments; choosing one shows the first page again. */
export function SegmentFilter<V extends string>({ label, value, data, onChange, setPage }: SegmentFilterProps<V>) {
  return (
    <SegmentedControl
      aria-label={label}
      w="fit-content"
      value={value}
      onChange={(next) => {
        onChange(next as V);
        setPage(0);
      }}
      data={[...data]}
    />
  );
}
