import { describe, expect, it } from 'vitest';
import { encodePositionBatches, parseBusMessage, parseBusMessages, type PositionMessage } from './messages.ts';

const position = (i: number): PositionMessage => ({
  t: 'pos',
  driverId: 100_000 + i,
  fleetManagerId: i % 3 === 0 ? null : 7,
  latitude: 50.0815123 + i / 1e6,
  longitude: -14.4266123 - i / 1e6,
  heading: i % 360,
  speed: 123.4,
  operating: (['ON_THE_WAY', 'ON_THE_PLACE', 'OCCUPIED', 'AVAILABLE', 'OFFLINE'] as const)[i % 5]!,
  at: new Date(Date.UTC(2026, 10, 27, 12, 0, 0, i)).toISOString(),
});

describe('position batches on the events channel', () => {
  it('carry each position as it was, in order, under the 8,000-byte NOTIFY limit', () => {
    const positions = Array.from({ length: 500 }, (_, i) => position(i));
    const payloads = encodePositionBatches(positions);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    expect(payloads.flatMap(parseBusMessages)).toEqual(positions);
  });

  it('is one payload for a small batch, none for none; a single message still parses as before', () => {
    expect(encodePositionBatches([position(1), position(2)])).toHaveLength(1);
    expect(encodePositionBatches([])).toEqual([]);
    const ride = { t: 'ride', id: 1, version: 2, now: { status: 'FREE' }, before: null };
    expect(parseBusMessages(JSON.stringify(ride))).toEqual([ride]);
    expect(parseBusMessage(JSON.stringify(position(3)))).toEqual(position(3));
  });

  it('ignores garbage and malformed rows', () => {
    expect(parseBusMessages('not json')).toEqual([]);
    expect(parseBusMessages('null')).toEqual([]);
    expect(parseBusMessages('{"t":"posb","f":"x"}')).toEqual([]);
    const [good] = encodePositionBatches([position(4)]);
    const rows = (JSON.parse(good!) as { f: unknown[] }).f;
    const payload = JSON.stringify({ t: 'posb', f: [[1, 2, 3], rows[0], [1, null, 50, 14, 0, 0, 99, 0]] });
    expect(parseBusMessages(payload)).toEqual([position(4)]);
  });
});
