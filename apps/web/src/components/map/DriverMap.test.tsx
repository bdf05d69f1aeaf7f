import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DriverMap, type MapPin } from './DriverMap';
import { PIN_COLORS, normalHeading, pinIcon, pinImage, pinSvg } from './pin-icon';

const pin = (overrides: Partial<MapPin> = {}): MapPin => ({
  id: 5,
  name: 'David Řidič',
  ident: '1AB2345',
  operating: 'ON_THE_WAY',
  latitude: 50.08,
  longitude: 14.42,
  heading: 90,
  ...overrides,
});

describe('driver pins', () => {
  it('has an image for each of the three operating states; any other state uses the on-the-way pin', () => {
    expect(pinImage('ON_THE_WAY')).toBe('ON_THE_WAY');
    expect(pinImage('ON_THE_PLACE')).toBe('ON_THE_PLACE');
    expect(pinImage('OCCUPIED')).toBe('OCCUPIED');
    expect(pinImage('AVAILABLE')).toBe('ON_THE_WAY');
    expect(pinImage('SOMETHING_NEW')).toBe('ON_THE_WAY');
    expect(new Set(Object.values(PIN_COLORS)).size).toBe(3);
    expect(pinSvg('OCCUPIED', 0)).toContain(PIN_COLORS.OCCUPIED);
    expect(pinSvg('AVAILABLE', 0)).toContain(PIN_COLORS.ON_THE_WAY);
  });

  it('rotates the arrow by the heading (whole degrees 0…359)', () => {
    expect(pinSvg('ON_THE_WAY', 135)).toContain('rotate(135deg)');
    expect(normalHeading(360)).toBe(0);
    expect(normalHeading(-90)).toBe(270);
    expect(normalHeading(Number.NaN)).toBe(0);
    const html = String(pinIcon({ operating: 'ON_THE_PLACE', heading: 45.4, latitude: 50, longitude: 14 }).options.html);
    expect(html).toContain('data-pin="ON_THE_PLACE"');
    expect(html).toContain('data-heading="45"');
    expect(html).toContain('rotate(45deg)');
  });

  it('draws a pin per driver with its name and identifier; a click opens that driver', async () => {
    const onPinClick = vi.fn();
    renderWithProviders(
      <DriverMap
        label="Map of online drivers"
        pins={[pin(), pin({ id: 6, name: 'Eva Jezdí', ident: '2CD', operating: 'OCCUPIED', heading: 270 })]}
        onPinClick={onPinClick}
      />,
    );
    expect(screen.getByRole('region', { name: 'Map of online drivers' })).toBeTruthy();
    const david = screen.getByRole('button', { name: 'David Řidič · 1AB2345 · On the way' });
    const eva = screen.getByRole('button', { name: 'Eva Jezdí · 2CD · Passenger on board' });
    expect(david.querySelector('[data-pin]')?.getAttribute('data-pin')).toBe('ON_THE_WAY');
    expect(david.querySelector('svg')?.getAttribute('style')).toContain('rotate(90deg)');
    expect(eva.querySelector('[data-pin]')?.getAttribute('data-pin')).toBe('OCCUPIED');
    expect(eva.querySelector('svg')?.getAttribute('style')).toContain('rotate(270deg)');
    // The permanent labels under the pins.
    expect(screen.getByText('Eva Jezdí')).toBeTruthy();

    await userEvent.setup().click(david);
    expect(onPinClick).toHaveBeenCalledWith(expect.objectContaining({ id: 5, name: 'David Řidič' }));
  });
});
