import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FILE_TYPES, type StoredFile } from '@vozka/domain';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../../lib/i18n';
import userEvent from '@testing-library/user-event';
import { callsTo, jsonResponse, lastJsonBody, makeUser, renderWithProviders, stubFetch } from '../../../test/render';
import { DocumentsPanel } from './DocumentsPanel';

function stored(id: number, type: StoredFile['type'], name: string): StoredFile {
  return {
    id,
    type,
    name,
    mimeType: 'application/pdf',
    size: 2048,
    validUntil: null,
    createdAt: '2026-11-01T10:00:00Z',
    userId: 5,
    vehicleId: null,
  };
}

const FILES = [stored(1, 'DRIVING_LICENSE', 'licence-front.pdf'), stored(2, 'CONTRACT', 'contract.pdf')];

function renderPanel(extra: Parameters<typeof stubFetch>[0] = {}) {
  const fetchMock = stubFetch({ 'GET /api/files': () => jsonResponse(200, FILES), ...extra });
  renderWithProviders(<DocumentsPanel owner={{ userId: 5 }} ownerKind="DRIVER" />, { user: makeUser(['ADMIN']) });
  return fetchMock;
}

function pick(slot: HTMLElement, file: File) {
  const input = slot.querySelector('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
}

const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

describe('DocumentsPanel', () => {
  it('lists every slot of a driver with its count', async () => {
    const fetchMock = renderPanel();
    const licence = await screen.findByRole('region', { name: 'Driving licence' });

    expect(within(licence).getByText('1/2')).toBeTruthy();
    expect(within(licence).getByRole('link', { name: 'licence-front.pdf' }).getAttribute('href')).toBe('/api/file/1');
    expect(within(screen.getByRole('region', { name: 'Contract' })).getByText('1/1')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Taxi driver licence' })).getByText('0/1')).toBeTruthy();
    expect(screen.getAllByRole('region')).toHaveLength(12);
    expect(callsTo(fetchMock, 'GET /api/files')[0]?.url.search).toBe('?userId=5');
  });

  it('saves a valid-until date typed in the UI language when the field is left, or picked in the calendar', async () => {
    const fetchMock = renderPanel({ 'PATCH /api/file/2': () => jsonResponse(200, { ...FILES[1], validUntil: '2027-03-31' }) });
    const field = await screen.findByLabelText('Valid until: contract.pdf');
    const user = userEvent.setup();
    await user.type(field, '31/3/2027');
    expect(callsTo(fetchMock, 'PATCH /api/file/2')).toHaveLength(0);
    await user.tab();
    await waitFor(() => expect(lastJsonBody(fetchMock, 'PATCH /api/file/2')).toEqual({ validUntil: '2027-03-31' }));
    expect((field as HTMLInputElement).value).toBe('31/03/2027');

    const wrapper = field.closest<HTMLElement>('.mantine-InputWrapper-root')!;
    await user.click(within(wrapper).getByRole('button', { name: 'Open the calendar' }));
    await user.click(await screen.findByRole('button', { name: '15/03/2027' }));
    await waitFor(() => expect(lastJsonBody(fetchMock, 'PATCH /api/file/2')).toEqual({ validUntil: '2027-03-15' }));
  });

  it('refuses a file over the slot limit without uploading it', async () => {
    const fetchMock = renderPanel();
    pick(await screen.findByRole('region', { name: 'Contract' }), pdf('contract-2.pdf'));

    expect(await screen.findByText('The maximum allowed limit has been exceeded.')).toBeTruthy();
    expect(screen.getByText('File contract-2.pdf was not uploaded')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/files')).toHaveLength(0);
  });

  it('refuses files over 10 MB and of other types', async () => {
    const fetchMock = renderPanel();
    const slot = await screen.findByRole('region', { name: 'Taxi driver licence' });
    const big = pdf('scan.pdf');
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    pick(slot, big);
    expect(await screen.findByText('The file is too large; at most 10 MB is allowed.')).toBeTruthy();

    pick(slot, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('File notes.txt was not uploaded: only PDF, JPEG, PNG and WebP files are accepted.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/files')).toHaveLength(0);
  });

  it('uploads a document of the slot as multipart and shows the server message on failure', async () => {
    let answer = jsonResponse(201, stored(3, 'TAXI_LICENSE', 'taxi.pdf'));
    const fetchMock = renderPanel({ 'POST /api/files': () => answer });
    const slot = await screen.findByRole('region', { name: 'Taxi driver licence' });
    pick(slot, pdf('taxi.pdf'));

    expect(await screen.findByText('File taxi.pdf was uploaded.')).toBeTruthy();
    const body = callsTo(fetchMock, 'POST /api/files')[0]?.init?.body as FormData;
    expect(body.get('type')).toBe('TAXI_LICENSE');
    expect(body.get('userId')).toBe('5');
    expect((body.get('file') as File).name).toBe('taxi.pdf');

    answer = jsonResponse(400, {
      code: 'FILE_LIMIT_EXCEEDED',
      message: 'The maximum allowed limit has been exceeded.',
    });
    pick(slot, pdf('taxi-2.pdf'));
    await waitFor(() => expect(screen.getByText('File taxi-2.pdf was not uploaded')).toBeTruthy());
    expect(screen.getByText('The maximum allowed limit has been exceeded.')).toBeTruthy();
  });

  it('names all 16 document types in Czech and English', () => {
    for (const lang of ['cs', 'en'] as const) {
      const types = (RESOURCES[lang].files as { types: Record<string, string> }).types;
      for (const type of FILE_TYPES) expect(typeof types[type], `${lang} ${type}`).toBe('string');
    }
  });
});
