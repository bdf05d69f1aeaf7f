/**
 * The named fields of an object, under their own names: a table's (or an alias's) columns for a select —
 * `pick(vehicles, 'id', 'brand')` is `{ id: vehicles.id, brand: vehicles.brand }` — or a row's values.
 */
export function pick<T extends object, K extends keyof T>(source: T, ...names: K[]): Pick<T, K> {
  return Object.fromEntries(names.map((name) => [name, source[name]])) as Pick<T, K>;
}
