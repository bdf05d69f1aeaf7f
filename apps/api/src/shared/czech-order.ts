/**
 * Texts in Czech alphabetical order ("ch" after "h", "č" after "c"). The collators are made at first use: the
 * first Czech collator of a process loads its ICU data, about 9 ms that a start need not spend (issue 18 §5).
 */
let plain: Intl.Collator | undefined;
let names: Intl.Collator | undefined;

/** Compares two texts in Czech order. */
export function compareCzech(a: string, b: string): number {
  plain ??= new Intl.Collator('cs');
  return plain.compare(a, b);
}

/** Compares two names in Czech order, ignoring case and accents, numbers by value ("Řidič 2" before "Řidič 10"). */
export function compareCzechNames(a: string, b: string): number {
  names ??= new Intl.Collator('cs', { sensitivity: 'base', numeric: true });
  return names.compare(a, b);
}
