import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../test/render';
import { RegisterPage } from './RegisterPage';

function renderRegister() {
  return renderWithProviders(<RegisterPage />, { path: '/auth/register', user: null });
}

const submitButton = () => screen.getByRole('button', { name: 'Register' }) as HTMLButtonElement;
const exact = { exact: true } as const;

const agree = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' }));
const JANA = { name: 'Jana', email: 'jana@example.cz', password: 'Secret123!', passwordAgain: 'Secret123!' };

/** Fills the form with `values` (a field left out stays empty), agrees to the terms and submits. */
async function submitForm(values: { name?: string; email?: string; password?: string; passwordAgain?: string }) {
  const user = userEvent.setup();
  if (values.name) await user.type(screen.getByLabelText('Name', exact), values.name);
  if (values.email) await user.type(screen.getByLabelText('E-mail', exact), values.email);
  if (values.password) await user.type(screen.getByLabelText('Password', exact), values.password);
  if (values.passwordAgain) await user.type(screen.getByLabelText('Password again', exact), values.passwordAgain);
  await agree(user);
  await user.click(submitButton());
}

describe('RegisterPage', () => {
  it('keeps Register disabled until the terms are ticked', async () => {
    renderRegister();
    const user = userEvent.setup();

    expect(submitButton().disabled).toBe(true);
    expect(submitButton().getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('To register you must agree to the terms and conditions.')).toBeTruthy();

    await agree(user);
    expect(submitButton().disabled).toBe(false);

    await agree(user);
    expect(submitButton().disabled).toBe(true);
  });

  it('says "Fill in every field." once when fields are empty', async () => {
    renderRegister();
    await submitForm({});

    expect(await screen.findAllByText('Fill in every field.')).toHaveLength(1);
    expect(screen.getByLabelText('Name', exact).getAttribute('aria-invalid')).toBe('true');
  });

  it('says the passwords do not match', async () => {
    const fetchMock = stubFetch({});
    renderRegister();
    await submitForm({ ...JANA, passwordAgain: 'Secret124!' });

    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the password strength as it is typed', async () => {
    renderRegister();
    const user = userEvent.setup();
    const strength = () => screen.getByTestId('password-strength');
    const field = screen.getByLabelText('Password', exact);

    expect(strength().textContent).toContain('Enter a password');
    await user.type(field, 'abc');
    expect(strength().textContent).toContain('Weak password');
    await user.type(field, 'defgh1');
    expect(strength().textContent).toContain('Medium password');
    await user.type(field, 'X!yz');
    expect(strength().textContent).toContain('Strong password');
  });

  it('labels the strength in Czech', async () => {
    await i18n.changeLanguage('cs');
    renderRegister();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Heslo', exact), 'abc');
    expect(screen.getByTestId('password-strength').textContent).toContain('Slabé heslo');
  });

  it('registers in the UI language and shows the server message', async () => {
    const fetchMock = stubFetch({
      'POST /api/registration': () => jsonResponse(201, { message: 'Thank you. We have sent you an e-mail.' }),
    });
    renderRegister();
    await submitForm({ ...JANA, email: 'Jana@Example.cz' });

    expect(await screen.findByText('Thank you. We have sent you an e-mail.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth/login');
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as Record<string, unknown>;
    expect(body).toEqual({ name: 'Jana', email: 'Jana@Example.cz', password: 'Secret123!', language: 'en' });
  });

  it('shows field errors of a 400 answer at their fields', async () => {
    stubFetch({
      'POST /api/registration': () =>
        jsonResponse(400, {
          message: 'The data sent is not valid.',
          code: 'INVALID_INPUT',
          fields: { email: 'Enter a valid e-mail address.' },
        }),
    });
    renderRegister();
    await submitForm(JANA);

    await waitFor(() => expect(screen.getByLabelText('E-mail', exact).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Enter a valid e-mail address.')).toBeTruthy();
  });
});
