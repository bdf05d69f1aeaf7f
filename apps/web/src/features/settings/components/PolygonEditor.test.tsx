import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { LatLng } from '@vozka/domain';
import { PolygonEditor } from './PolygonEditor';

function Editor({ initial = [] }: { initial?: LatLng[] }) {
  const [points, setPoints] = useState<LatLng[]>(initial);
  return (
    <>
      <PolygonEditor label="Working area" points={points} onChange={setPoints} />
      <p data-testid="points">{points.length}</p>
    </>
  );
}

const count = () => Number(screen.getByTestId('points').textContent);
const mapElement = () => document.querySelector('.leaflet-container') as HTMLElement;

describe('PolygonEditor', () => {
  it('adds a corner for each click on the map, undoes the last and clears them all', async () => {
    renderWithProviders(<Editor />);
    const user = userEvent.setup();
    expect(screen.getByRole('group', { name: 'Working area' })).toBeTruthy();
    for (const [x, y] of [
      [10, 10],
      [60, 10],
      [60, 60],
    ]) {
      fireEvent.click(mapElement(), { clientX: x, clientY: y });
    }
    expect(count()).toBe(3);
    expect(screen.getByRole('status').textContent).toBe('Corners: 3');
    // Three corners make a closed polygon on the map.
    expect(document.querySelectorAll('path.leaflet-interactive').length).toBeGreaterThanOrEqual(4);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(count()).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Add the map centre' }));
    expect(count()).toBe(3);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(count()).toBe(0);
    expect(screen.getByRole('button', { name: 'Undo' }).hasAttribute('disabled')).toBe(true);
  });
});
