import { describe, expect, it } from 'vitest';
import { insidePolygon, outsideOperationArea } from './operation-area.ts';

/** A polygon from its corners' [lat, lng] pairs. */
const polygon = (...corners: [lat: number, lng: number][]) => corners.map(([lat, lng]) => ({ lat, lng }));

/** A rough square around Prague. */
const PRAGUE = polygon([49.94, 14.22], [49.94, 14.71], [50.18, 14.71], [50.18, 14.22]);
/** A concave "L": the notch (upper right) is outside. */
const L_SHAPE = polygon([0, 0], [0, 2], [1, 2], [1, 1], [2, 1], [2, 0]);

describe('insidePolygon', () => {
  it.each([
    ['Václavské náměstí', { lat: 50.0814, lng: 14.4283 }, true],
    ['the airport', { lat: 50.1008, lng: 14.26 }, true],
    ['Brno', { lat: 49.1951, lng: 16.6068 }, false],
    ['Kladno (just west)', { lat: 50.147, lng: 14.102 }, false],
  ])('%s', (_name, point, expected) => {
    expect(insidePolygon(point, PRAGUE)).toBe(expected);
  });

  it('handles a concave polygon, edges and corners', () => {
    expect(insidePolygon({ lat: 0.5, lng: 1.5 }, L_SHAPE)).toBe(true);
    expect(insidePolygon({ lat: 1.5, lng: 0.5 }, L_SHAPE)).toBe(true);
    expect(insidePolygon({ lat: 1.5, lng: 1.5 }, L_SHAPE)).toBe(false);
    expect(insidePolygon({ lat: 0, lng: 1 }, L_SHAPE)).toBe(true);
    expect(insidePolygon({ lat: 1, lng: 1 }, L_SHAPE)).toBe(true);
    expect(insidePolygon({ lat: 2, lng: 0 }, L_SHAPE)).toBe(true);
    expect(insidePolygon({ lat: -0.01, lng: 1 }, L_SHAPE)).toBe(false);
  });

  it('does not depend on the order of the points', () => {
    const reversed = [...L_SHAPE].reverse();
    for (const p of [
      { lat: 0.5, lng: 1.5 },
      { lat: 1.5, lng: 1.5 },
      { lat: 1.9, lng: 0.1 },
    ])
      expect(insidePolygon(p, reversed)).toBe(insidePolygon(p, L_SHAPE));
  });

  it('treats fewer than 3 points as no area', () => {
    expect(insidePolygon({ lat: 10, lng: 10 }, [])).toBe(true);
    expect(insidePolygon({ lat: 10, lng: 10 }, PRAGUE.slice(0, 2))).toBe(true);
  });
});

describe('outsideOperationArea', () => {
  it('flags a pick-up outside the area only when it has coordinates', () => {
    expect(outsideOperationArea({ lat: 49.1951, lng: 16.6068 }, PRAGUE)).toBe(true);
    expect(outsideOperationArea({ lat: 50.08, lng: 14.43 }, PRAGUE)).toBe(false);
    expect(outsideOperationArea({ lat: null, lng: null }, PRAGUE)).toBe(false);
    expect(outsideOperationArea(null, PRAGUE)).toBe(false);
    expect(outsideOperationArea({ lat: 49.1951, lng: 16.6068 }, [])).toBe(false);
  });
});
