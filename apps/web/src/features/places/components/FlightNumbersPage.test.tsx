import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, lastJsonBody, makeUser, renderWithProviders, stubFetch } from '../../../test/render';
import { openDialog } from '../../../test/dialogs';
import { FlightNumbersPage } from './FlightNumbersPage';

const renderPage = () => renderWithProviders(<FlightNumbersPage />, { path: '/manage/flight-numbers', user: makeUser(['ADMIN']) });

describe('FlightNumbersPage', () => {
  it('adds a flight number without spaces, in capitals; Save spins until the API answers', async () => {
    let answer!: (response: Response) => void;
    const fetchMock = stubFetch({
      'GET /api/flight-numbers': () => jsonResponse(200, { totalPages: 1, objects: [] }),
      'POST /api/flight-numbers': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderPage();
    const user = userEvent.setup();
    const dialog = await openDialog(user, 'New flight number');
    await user.type(within(dialog).getByRole('textbox', { name: 'Flight number' }), 'ok 123');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await user.click(save);
    await waitFor(() => expect(save.getAttribute('data-loading')).toBe('true'));
    expect(lastJsonBody(fetchMock, 'POST /api/flight-numbers')).toEqual({ number: 'OK123' });

    answer(jsonResponse(201, { id: 5, number: 'OK123' }));
    expect(await screen.findByText('The flight number was created.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('saves a changed flight number by PATCH of its id', async () => {
    const fetchMock = stubFetch({
      'GET /api/flight-numbers': () => jsonResponse(200, { totalPages: 1, objects: [{ id: 4, number: 'FR1' }] }),
      'PATCH /api/flight-numbers/4': () => jsonResponse(200, { id: 4, number: 'FR12' }),
    });
    renderPage();
    const user = userEvent.setup();
    const dialog = await openDialog(user, 'Edit FR1', 'Edit flight number FR1');
    const input = within(dialog).getByRole('textbox', { name: 'Flight number' });
    await user.clear(input);
    await user.type(input, 'fr 12');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The flight number was saved.')).toBeTruthy();
    expect(lastJsonBody(fetchMock, 'PATCH /api/flight-numbers/4')).toEqual({ number: 'FR12' });
  });
});
