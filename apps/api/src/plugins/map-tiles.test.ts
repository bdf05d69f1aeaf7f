import { describe, expect, it } from 'vitest';
import { mapTileSource } from './map-tiles.ts';

describe('mapTileSource', () => {
  it('allows the origin of the tile URL template, {s} subdomains as a wildcard', () => {
    expect(mapTileSource(undefined)).toBe('https://tile.openstreetmap.org');
    expect(mapTileSource('https://{s}.tile.example.cz/{z}/{x}/{y}.png')).toBe('https://*.tile.example.cz');
    expect(mapTileSource('http://127.0.0.1:8080/tiles/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:8080');
  });

  it('falls back to the default for anything that is not an http(s) template', () => {
    expect(mapTileSource('javascript:alert(1)')).toBe('https://tile.openstreetmap.org');
    expect(mapTileSource("https://evil.example.com' 'unsafe-inline/{z}")).toBe('https://tile.openstreetmap.org');
    expect(mapTileSource('  ')).toBe('https://tile.openstreetmap.org');
  });
});
