import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FILE_MAX_BYTES } from '@vozka/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, lastJsonBody, makeUser, renderWithProviders, stubFetch } from '../../../test/render';
import { makeVehicleOffer } from '../../../test/fixtures';
import type { TVehicleOffer } from '@vozka/domain';
import { setLanguage } from '../../../lib/i18n';
import { VehicleOfferModal } from './VehicleOfferModal';

const OFFER: TVehicleOffer = makeVehicleOffer({ id: 5, luggage: 2, photoFileId: 40, photoUrl: '/api/vehicle-offers/5/photo?v=40' });

const png = (name = 'sedan.png', size?: number) =>
  new File([size ? new Uint8Array(size) : new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

function setup(offer: TVehicleOffer | null, handlers: Parameters<typeof stubFetch>[0] = {}) {
  const onClose = vi.fn();
  const fetchMock = stubFetch({
    'POST /api/vehicle-offers': (init) =>
      jsonResponse(201, { ...OFFER, id: 9, photoFileId: null, photoUrl: null, ...JSON.parse(String(init?.body)) }),
    'PUT /api/vehicle-offers/5': (init) => jsonResponse(200, { ...OFFER, ...JSON.parse(String(init?.body)) }),
    'PUT /api/vehicle-offers/9/photo': () =>
      jsonResponse(200, { ...OFFER, id: 9, photoFileId: 41, photoUrl: '/api/vehicle-offers/9/photo?v=41' }),
    'PUT /api/vehicle-offers/5/photo': () => jsonResponse(200, { ...OFFER, photoFileId: 42, photoUrl: '/api/vehicle-offers/5/photo?v=42' }),
    'DELETE /api/vehicle-offers/5/photo': () => new Response(null, { status: 204 }),
    ...handlers,
  });
  renderWithProviders(<VehicleOfferModal offer={offer} onClose={onClose} />, { user: makeUser(['ADMIN']) });
  const dialog = screen.getByRole('dialog');
  const photo = within(dialog).getByRole('group', { name: 'Photo' });
  const fileInput = () => dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { fetchMock, onClose, dialog, photo, fileInput };
}

describe('VehicleOfferModal photo', () => {
  beforeEach(() => {
    // jsdom has no object URLs: the preview of a chosen file.
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('creates the offer first, then uploads the chosen photo to it (multipart `file`)', async () => {
    const { fetchMock, onClose, dialog, photo, fileInput } = setup(null);
    const user = userEvent.setup();
    expect(within(photo).getByText('No photo')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Van');
    await user.upload(fileInput(), png());
    expect(within(photo).getByRole('img', { name: 'Photo preview' }).getAttribute('src')).toBe('blob:preview');
    expect(within(photo).getByText('sedan.png is uploaded when you save.')).toBeTruthy();
    expect(within(photo).getByRole('button', { name: 'Change photo' })).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT /api/vehicle-offers/9/photo')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(lastJsonBody(fetchMock, 'POST /api/vehicle-offers')).toMatchObject({ name: 'Van', photoFileId: null });
    const [upload] = callsTo(fetchMock, 'PUT /api/vehicle-offers/9/photo');
    const body = upload!.init!.body as FormData;
    expect((body.get('file') as File).name).toBe('sedan.png');
    const order = fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);
    expect(order.indexOf('POST /api/vehicle-offers')).toBeLessThan(order.indexOf('PUT /api/vehicle-offers/9/photo'));
  });

  it('shows the saved photo, and Remove deletes it on Save (Keep undoes it)', async () => {
    const { fetchMock, onClose, dialog, photo } = setup(OFFER);
    const user = userEvent.setup();
    expect(within(photo).getByRole('img', { name: 'Photo preview' }).getAttribute('src')).toBe(OFFER.photoUrl);
    await user.click(within(photo).getByRole('button', { name: 'Remove photo' }));
    expect(within(photo).getByText('The photo is removed when you save.')).toBeTruthy();
    expect(within(photo).queryByRole('img')).toBeNull();
    await user.click(within(photo).getByRole('button', { name: 'Keep the photo' }));
    expect(within(photo).getByRole('img', { name: 'Photo preview' })).toBeTruthy();
    await user.click(within(photo).getByRole('button', { name: 'Remove photo' }));

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // The offer keeps its photo id in the body; the photo goes by its own call.
    expect(lastJsonBody(fetchMock, 'PUT /api/vehicle-offers/5')).toMatchObject({ photoFileId: 40 });
    expect(callsTo(fetchMock, 'DELETE /api/vehicle-offers/5/photo')).toHaveLength(1);
  });

  it('refuses a file that is not a picture or is over 10 MB at once, and sends no photo call', async () => {
    const { fetchMock, onClose, dialog, photo, fileInput } = setup(OFFER);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(), new File(['%PDF-1.4'], 'car.pdf', { type: 'application/pdf' }));
    expect(within(photo).getByRole('alert').textContent).toBe('The photo must be a JPEG, PNG or WebP picture.');
    await user.upload(fileInput(), png('huge.png', FILE_MAX_BYTES + 1));
    expect(within(photo).getByRole('alert').textContent).toBe('The photo is too large; at most 10 MB is allowed.');
    // The saved photo stays shown and is kept.
    expect(within(photo).getByRole('img', { name: 'Photo preview' }).getAttribute('src')).toBe(OFFER.photoUrl);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(fetchMock, 'PUT /api/vehicle-offers/5/photo')).toHaveLength(0);
    expect(callsTo(fetchMock, 'DELETE /api/vehicle-offers/5/photo')).toHaveLength(0);
  });

  it("shows the API's refusal of an upload at the photo field and keeps the dialog open", async () => {
    const message = 'The photo must be a JPEG, PNG or WebP picture.';
    const { onClose, dialog, photo, fileInput } = setup(OFFER, {
      'PUT /api/vehicle-offers/5/photo': () => jsonResponse(400, { code: 'PHOTO_NOT_IMAGE', message, fields: { file: message } }),
    });
    const user = userEvent.setup();
    await user.upload(fileInput(), png('fake.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(photo).getByRole('alert').textContent).toBe(message));
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('VehicleOfferModal names (issue 17 §13)', () => {
  it('edits the Czech and the English name; an emptied English name is sent as none', async () => {
    const { fetchMock, onClose, dialog } = setup(makeVehicleOffer({ ...OFFER, name: 'Sedan vyšší třídy', nameEn: 'Business sedan' }));
    const user = userEvent.setup();
    const czech = within(dialog).getByRole('textbox', { name: 'Name' });
    const english = within(dialog).getByRole('textbox', { name: 'Name in English' });
    expect([(czech as HTMLInputElement).value, (english as HTMLInputElement).value]).toEqual(['Sedan vyšší třídy', 'Business sedan']);
    expect(within(dialog).getByText('Empty: the Czech name is used.')).toBeTruthy();

    await user.clear(english);
    await user.type(english, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(lastJsonBody(fetchMock, 'PUT /api/vehicle-offers/5')).toMatchObject({ name: 'Sedan vyšší třídy', nameEn: null });
  });

  it('sends a new English name trimmed, and labels the field in Czech', async () => {
    await setLanguage('cs');
    try {
      const onClose = vi.fn();
      const fetchMock = stubFetch({
        'POST /api/vehicle-offers': (init) =>
          jsonResponse(201, { ...OFFER, id: 9, photoFileId: null, photoUrl: null, ...JSON.parse(String(init?.body)) }),
      });
      renderWithProviders(<VehicleOfferModal offer={null} onClose={onClose} />, { user: makeUser(['ADMIN']) });
      const dialog = screen.getByRole('dialog');
      const user = userEvent.setup();
      await user.type(within(dialog).getByRole('textbox', { name: 'Název' }), 'Dodávka');
      await user.type(within(dialog).getByRole('textbox', { name: 'Název anglicky' }), ' Van ');
      expect(within(dialog).getByText('Prázdné: použije se český název.')).toBeTruthy();
      await user.click(within(dialog).getByRole('button', { name: 'Uložit' }));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(lastJsonBody(fetchMock, 'POST /api/vehicle-offers')).toMatchObject({ name: 'Dodávka', nameEn: 'Van' });
    } finally {
      await setLanguage('en');
    }
  });
});
