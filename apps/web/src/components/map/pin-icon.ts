import type { OperatingState } from '@vozka/domain';
import { DivIcon } from 'leaflet';

/** The three pin images of spec §4; any other operating state is drawn with the on-the-way pin. */
export type PinImage = 'ON_THE_WAY' | 'ON_THE_PLACE' | 'OCCUPIED';

export const PIN_COLORS: Record<PinImage, string> = {
  ON_THE_WAY: '#1c7ed6', // blue: driving to the pick-up (or free)
  ON_THE_PLACE: '#f08c00', // orange: waiting at the pick-up
  OCCUPIED: '#c2255c', // crimson: a passenger on board
};

export const PIN_SIZE = 40;

export function pinImage(operating: OperatingState | string): PinImage {
  return operating === 'ON_THE_PLACE' || operating === 'OCCUPIED' ? operating : 'ON_THE_WAY';
}

/** A heading in whole degrees 0…359 (0 = north, clockwise); anything not a number is north. */
export function normalHeading(heading: number | null | undefined): number {
  if (typeof heading !== 'number' || !Number.isFinite(heading)) return 0;
  return ((Math.round(heading) % 360) + 360) % 360;
}

/**
 * The pin's SVG: a round badge in the state's colour with an arrow pointing north, turned by the
 * heading; the occupied pin has a filled centre, the on-the-place one a ring (told apart without colour).
 */
export function pinSvg(operating: OperatingState | string, heading: number | null | undefined, size = PIN_SIZE): string {
  const image = pinImage(operating);
  const color = PIN_COLORS[image];
  const degrees = normalHeading(heading);
  const centre =
    image === 'OCCUPIED'
      ? '<circle cx="20" cy="22" r="5" fill="#fff"/>'
      : image === 'ON_THE_PLACE'
        ? '<circle cx="20" cy="22" r="5" fill="none" stroke="#fff" stroke-width="2.5"/>'
        : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 40 40" ` +
    `aria-hidden="true" focusable="false" style="transform: rotate(${degrees}deg); transform-origin: 50% 50%; display: block">` +
    `<circle cx="20" cy="22" r="13" fill="${color}" stroke="#fff" stroke-width="3"/>` +
    `<path d="M20 1 L28 12 L12 12 Z" fill="${color}" stroke="#fff" stroke-width="1.5" stroke-linejoin="round"/>` +
    centre +
    `</svg>`
  );
}

export interface PinIconInput {
  operating: OperatingState | string;
  heading: number | null | undefined;
  latitude: number;
  longitude: number;
}

/** The Leaflet icon of a driver pin; its data attributes say what it shows (image, heading, place). */
export function pinIcon({ operating, heading, latitude, longitude }: PinIconInput): DivIcon {
  const image = pinImage(operating);
  return new DivIcon({
    className: 'vozka-driver-pin',
    html:
      `<div data-pin="${image}" data-heading="${normalHeading(heading)}" ` +
      `data-lat="${latitude.toFixed(5)}" data-lng="${longitude.toFixed(5)}">${pinSvg(operating, heading)}</div>`,
    iconSize: [PIN_SIZE, PIN_SIZE],
    iconAnchor: [PIN_SIZE / 2, PIN_SIZE / 2 + 2],
    tooltipAnchor: [0, PIN_SIZE / 2],
  });
}
