import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../lib/i18n';
import { jsonResponse, makeUser, renderWithProviders, stubFetch } from '../../../../test/render';
import { type RideFormValues, rideFormDefaults } from '../../ride-form';
import { RouteFields } from './RouteFields';

const AIRPORT = {
  fullName: 'Letiště Václava Havla Praha – Terminál 1',
  id: 'builtin:t1',
  placeId: 'builtin:t1',
  address: 'Aviatická, 161 00 Praha 6',
  lat: 50.1,
  lng: 14.26,
};
const HINT = 'Not verified on the map: choose a suggestion to verify the address.';

function Route({ values }: { values?: Partial<RideFormValues> }) {
  const form = useForm<RideFormValues>({ defaultValues: { ...rideFormDefaults(), ...values } });
  return (
    <FormProvider {...form}>
      <RouteFields />
    </FormProvider>
  );
}

function setup(values?: Partial<RideFormValues>) {
  stubFetch({
    'GET /api/address-suggestions': () => jsonResponse(200, [AIRPORT]),
    'GET /api/frequently-used-addresses': () => jsonResponse(200, { objects: [], totalPages: 1 }),
  });
  renderWithProviders(<Route values={values} />, { user: makeUser(['ADMIN']) });
}

const hintOf = (label: string) => {
  const input = screen.getByRole('combobox', { name: label });
  const described = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return described.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
};

describe('RouteFields: a typed address is accepted but marked "not verified on the map"', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('marks typed text, and the mark goes when a suggestion is chosen', async () => {
    setup();
    const user = userEvent.setup();
    expect(screen.queryByText(HINT)).toBeNull();
    const pickUp = screen.getByRole('combobox', { name: 'Pick-up address' });
    await user.type(pickUp, 'Letiště');
    expect(hintOf('Pick-up address')).toContain(HINT);
    expect(screen.getAllByText(HINT)).toHaveLength(1);
    // Typed text is not an error here: the field stays valid.
    expect(pickUp.getAttribute('aria-invalid')).not.toBe('true');

    await user.click(await screen.findByRole('option', { name: /Letiště Václava Havla/ }));
    await waitFor(() => expect(screen.queryByText(HINT)).toBeNull());
    expect((pickUp as HTMLInputElement).value).toBe(AIRPORT.fullName);
  });

  it('marks a saved stop without a place id, in Czech too', async () => {
    setup({
      stops: [
        { address: 'Hotel Paříž, Praha', placeId: null, note: '' },
        { address: AIRPORT.fullName, placeId: AIRPORT.placeId, note: '' },
      ],
    });
    expect(hintOf('Pick-up address')).toContain(HINT);
    expect(hintOf('Destination address')).not.toContain(HINT);

    await i18n.changeLanguage('cs');
    expect(await screen.findByText('Neověřeno na mapě: adresu ověříte výběrem z nabídky.')).toBeTruthy();
  });
});
