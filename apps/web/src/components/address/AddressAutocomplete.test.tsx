import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, makeUser, renderWithProviders, stubFetch } from '../../test/render';
import { AddressAutocomplete } from './AddressAutocomplete';
import { type AddressValue, EMPTY_ADDRESS, addressError } from './address-value';

const AIRPORT = {
  fullName: 'Letiště Václava Havla Praha – Terminál 1',
  id: 'builtin:letiste-vaclava-havla-praha-terminal-1',
  placeId: 'builtin:letiste-vaclava-havla-praha-terminal-1',
  address: 'Aviatická, 161 00 Praha 6',
  lat: 50.1,
  lng: 14.26,
};
const OFFICE = {
  id: 4,
  name: 'Kancelář',
  fullAddress: 'Karlínské náměstí 7, Praha 8',
  placeId: 'local:address:4',
  lat: null,
  lng: null,
};

function Field({ onValue }: { onValue?: (value: AddressValue) => void }) {
  const [value, setValue] = useState<AddressValue>(EMPTY_ADDRESS);
  return (
    <>
      <AddressAutocomplete
        label="Pick-up address"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
      />
      <p data-testid="state">{JSON.stringify(value)}</p>
      <p data-testid="error">{addressError(value, true) ?? ''}</p>
    </>
  );
}

function setup(suggestions: (term: string) => unknown[] = () => [AIRPORT]) {
  const fetchMock = stubFetch({
    'GET /api/address-suggestions': (_init, url) => jsonResponse(200, suggestions(url.searchParams.get('term') ?? '')),
    'GET /api/frequently-used-addresses': () => jsonResponse(200, { objects: [OFFICE], totalPages: 1 }),
  });
  renderWithProviders(<Field />, { user: makeUser(['ADMIN']) });
  return fetchMock;
}

const state = () => JSON.parse(screen.getByTestId('state').textContent ?? '{}') as AddressValue;

describe('AddressAutocomplete', () => {
  it('asks once, 300 ms after the last key, and takes the chosen suggestion with its place id', async () => {
    const fetchMock = setup();
    const user = userEvent.setup();
    const input = screen.getByRole('combobox', { name: 'Pick-up address' });
    await user.type(input, 'leti');
    expect(callsTo(fetchMock, 'GET /api/address-suggestions')).toHaveLength(0);
    const option = await screen.findByRole('option', { name: /Letiště Václava Havla/ });
    const calls = callsTo(fetchMock, 'GET /api/address-suggestions');
    expect(calls.map((c) => c.url.searchParams.get('term'))).toEqual(['leti']);
    await user.click(option);
    expect(state()).toEqual({ address: AIRPORT.fullName, placeId: AIRPORT.placeId });
    expect(screen.getByTestId('error').textContent).toBe('');
  });

  it('forces a choice: typed text alone is ADDRESS_NOT_CHOSEN, and keys choose too', async () => {
    setup();
    const user = userEvent.setup();
    const input = screen.getByRole('combobox', { name: 'Pick-up address' });
    await user.type(input, 'leti');
    await screen.findByRole('option', { name: /Letiště Václava Havla/ });
    await user.tab();
    expect(state()).toEqual({ address: 'leti', placeId: null });
    expect(screen.getByTestId('error').textContent).toBe('ADDRESS_NOT_CHOSEN');

    await user.click(input);
    await user.type(input, '{Backspace}i');
    await screen.findByRole('option', { name: /Letiště Václava Havla/ });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(state().placeId).toBe(AIRPORT.placeId);
  });

  it('offers the frequently used addresses for an empty field, also after clearing it', async () => {
    const fetchMock = setup();
    const user = userEvent.setup();
    const input = screen.getByRole('combobox', { name: 'Pick-up address' });
    await user.click(input);
    const office = await screen.findByRole('option', { name: /Karlínské náměstí 7/ });
    // The name is the main line, the address under it.
    expect(office.getAttribute('aria-label')).toBe('Kancelář, Karlínské náměstí 7, Praha 8');
    const [main, detail] = [...office.querySelectorAll('p')].map((line) => line.textContent);
    expect([main, detail]).toEqual(['Kancelář', 'Karlínské náměstí 7, Praha 8']);
    expect(screen.getByText('Frequently used addresses')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /api/address-suggestions')).toHaveLength(0);

    await user.type(input, 'x');
    await waitFor(() => expect(screen.queryByRole('option', { name: /Karlínské/ })).toBeNull());
    await user.clear(input);
    await user.click(await screen.findByRole('option', { name: /Karlínské náměstí 7/ }));
    expect(state()).toEqual({ address: OFFICE.fullAddress, placeId: 'local:address:4' });
  });

  it('says "No addresses were found." when nothing matches', async () => {
    setup(() => []);
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Pick-up address' }), 'xyzqwv');
    expect(await screen.findByText('No addresses were found.')).toBeTruthy();
    expect(screen.queryByRole('option')).toBeNull();
  });
});
