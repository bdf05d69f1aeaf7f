/** An object with `value` under each of `keys`: a zod shape of like fields, or a row's like defaults. */
export function sameFor<K extends string, V>(keys: readonly K[], value: V): Record<K, V> {
  return Object.fromEntries(keys.map((k) => [k, value])) as Record<K, V>;
}
