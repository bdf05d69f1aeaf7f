import { normalizePlaceText } from '@vozka/domain';
import type { AddressSuggestion } from './geo-provider.ts';
import { compareCzech } from '../../shared/czech-order.ts';

/** A place the offline search knows: a bundled one or one of the company's own. */
export interface SearchablePlace {
  placeId: string;
  name: string;
  address: string;
  lat: number | null;
  lng: number | null;
  aliases?: readonly string[];
  weight: number;
}

interface Indexed<T> {
  place: T;
  name: string;
  nameWords: string[];
  otherWords: string[];
  other: string;
}

/** Prepared once per list: the normalized name, its words, and the words of the aliases and address. */
export function indexPlaces<T extends SearchablePlace>(places: readonly T[]): Indexed<T>[] {
  return places.map((place) => {
    const name = normalizePlaceText(place.name);
    const other = normalizePlaceText([...(place.aliases ?? []), place.address].join(' '));
    return { place, name, nameWords: name.split(' '), otherWords: other.split(' ').filter(Boolean), other };
  });
}

/**
 * How well a place answers a term, 0 = not at all (diacritics and case aside): the name starts with the
 * term, then every word of the term starts a word of the name, then of the name, aliases and address,
 * then (3 letters or more) the term inside the name or an alias.
 */
function score(ix: Indexed<SearchablePlace>, term: string, tokens: string[]): number {
  const prefixOf = (words: string[]) => (t: string) => words.some((w) => w.startsWith(t));
  if (ix.name.startsWith(term)) return 1000;
  if (tokens.every(prefixOf(ix.nameWords))) return 800;
  if (tokens.every(prefixOf([...ix.nameWords, ...ix.otherWords]))) return 500;
  if (term.length >= 3 && (ix.name.includes(term) || ix.other.includes(term))) return 200;
  return 0;
}

export interface RankedPlace<T> {
  place: T;
  /** The match (1000 name start, 800 name words, 500 any words, 200 inside) plus the place's weight. */
  score: number;
}

/** The best `limit` places for a term with their scores, best first; ties go to the shorter name. */
export function rankPlaces<T extends SearchablePlace>(index: readonly Indexed<T>[], rawTerm: string, limit: number): RankedPlace<T>[] {
  const term = normalizePlaceText(rawTerm);
  if (!term || limit <= 0) return [];
  const tokens = term.split(' ');
  return index
    .map((ix) => ({ ix, score: score(ix, term, tokens) }))
    .filter((r) => r.score > 0)
    .map((r) => ({ ...r, score: r.score + r.ix.place.weight }))
    .sort((a, b) => b.score - a.score || a.ix.name.length - b.ix.name.length || compareCzech(a.ix.place.name, b.ix.place.name))
    .slice(0, limit)
    .map((r) => ({ place: r.ix.place, score: r.score }));
}

/** The best `limit` places for a term, best first. */
export function searchPlaces<T extends SearchablePlace>(index: readonly Indexed<T>[], rawTerm: string, limit: number): T[] {
  return rankPlaces(index, rawTerm, limit).map((r) => r.place);
}

/** A local place matching by its name (not only by its address) is listed before a provider's results. */
export const STRONG_MATCH = 800;

/** A found place as the API answers it: the name with its address, unless the address is just the name. */
export function toSuggestion(place: SearchablePlace): AddressSuggestion {
  const sameText = normalizePlaceText(place.address).startsWith(normalizePlaceText(place.name));
  return {
    fullName: sameText ? place.address : `${place.name}, ${place.address}`,
    id: place.placeId,
    placeId: place.placeId,
    address: place.address,
    lat: place.lat,
    lng: place.lng,
  };
}
