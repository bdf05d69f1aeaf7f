import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_COMPANY, type CompanySettings } from '@vozka/domain';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, lastJsonBody, renderWithProviders, stubFetch } from '../../../test/render';
import { i18n } from '../../../lib/i18n';
import { CompanyForm } from './CompanyForm';

const png = (name = 'logo.png', size?: number) =>
  new File([size ? new Uint8Array(size) : new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

function setup(company: CompanySettings = DEFAULT_COMPANY, handlers: Parameters<typeof stubFetch>[0] = {}, title = 'Company details') {
  const fetchMock = stubFetch({
    'PUT /api/settings/company': (init) => jsonResponse(200, JSON.parse(String(init?.body)) as unknown),
    'POST /api/settings/company/logo': () =>
      jsonResponse(201, { id: 77, type: 'LOGO', name: 'logo.png', mimeType: 'image/png', size: 4, userId: null, vehicleId: null }),
    ...handlers,
  });
  renderWithProviders(<CompanyForm company={company} />);
  const form = screen.getByRole('form', { name: title });
  // The picture field refuses what its accept list would hide: the test chooses such files on purpose.
  return { fetchMock, form, user: userEvent.setup({ applyAccept: false, delay: null }) };
}

describe('CompanyForm', () => {
  it('shows the details, checks them before saving, and saves them with a new logo', async () => {
    const { fetchMock, form, user } = setup();
    const input = (label: string) => within(form).getByRole('textbox', { name: label });
    // Pasted, not typed key by key: the form re-validates on every key and typing is slow under load.
    const fill = async (label: string, value: string) => {
      await user.clear(input(label));
      await user.click(input(label));
      await user.paste(value);
    };
    expect(input('Company name')).toHaveProperty('value', 'Vozka s.r.o.');
    expect(within(form).getByText(/Next invoice: \d{4}0001/)).toBeTruthy();

    await fill('Company ID (IČO)', '123');
    await fill('IBAN', 'CZ00 1234');
    await user.clear(input('VAT ID (DIČ)'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Enter the company ID (IČO): 8 digits.')).toBeTruthy();
    expect(within(form).getByText('Enter a valid IBAN, e.g. CZ65 0800 0000 1920 0014 5399.')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT /api/settings/company')).toHaveLength(0);

    await fill('Company ID (IČO)', '27082440');
    await fill('IBAN', 'CZ65 0800 0000 1920 0014 5399');
    // Not a VAT payer: no DIČ needed.
    await user.click(within(form).getByRole('checkbox', { name: /VAT payer/ }));
    await fill('Invoice number format', 'FV-{YYYY}-{NNN}');
    expect(within(form).getByText(/Next invoice: FV-\d{4}-001/)).toBeTruthy();
    await user.upload(form.querySelector<HTMLInputElement>('input[type="file"]')!, png());
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The settings were saved.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/settings/company/logo')).toHaveLength(1);
    expect(lastJsonBody(fetchMock, 'PUT /api/settings/company')).toMatchObject({
      companyId: '27082440',
      iban: 'CZ65 0800 0000 1920 0014 5399',
      taxId: null,
      vatPayer: false,
      invoiceNumberFormat: 'FV-{YYYY}-{NNN}',
      dueDays: 14,
      logoFileId: 77,
      email: null,
    });
  }, 30_000);

  it('a logo that is no PNG or JPEG is refused at once; removing the saved logo saves null', async () => {
    const { fetchMock, form, user } = setup({ ...DEFAULT_COMPANY, logoFileId: 5 });
    const logo = within(form).getByRole('group', { name: 'Logo' });
    expect(within(logo).getByRole('img', { name: 'The company logo' }).getAttribute('src')).toBe('/api/settings/company/logo?v=5');
    await user.upload(form.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['RIFF'], 'logo.webp', { type: 'image/webp' }));
    expect(within(logo).getByRole('alert').textContent).toBe('The logo must be a PNG or JPEG picture.');
    await user.click(within(logo).getByRole('button', { name: 'Remove logo' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The settings were saved.')).toBeTruthy();
    expect(lastJsonBody(fetchMock, 'PUT /api/settings/company')).toMatchObject({ logoFileId: null });
    expect(callsTo(fetchMock, 'POST /api/settings/company/logo')).toHaveLength(0);
  });

  it('a failed save: the error toast and the field errors of the API, in Czech', async () => {
    await i18n.changeLanguage('cs');
    try {
      const { form, user } = setup(
        DEFAULT_COMPANY,
        {
          'PUT /api/settings/company': () =>
            jsonResponse(400, {
              code: 'INVALID_INPUT',
              message: 'Odeslaná data nejsou platná.',
              fields: { bankAccount: 'BANK_ACCOUNT_INVALID' },
            }),
        },
        'Údaje o společnosti',
      );
      await user.click(within(form).getByRole('button', { name: 'Uložit' }));
      expect(await screen.findByText('Odeslaná data nejsou platná.')).toBeTruthy();
      expect(await within(form).findByText('Zadejte účet ve tvaru [předčíslí-]číslo/kód banky, např. 19-2000145399/0800.')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
