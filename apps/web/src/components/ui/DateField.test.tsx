import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { DateField } from './DateField';

let last = '';

function Field({ initial, kind = 'datetime' }: { initial: string; kind?: 'date' | 'datetime' }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      kind={kind}
      label="When"
      value={value}
      onChange={(next) => {
        last = next;
        setValue(next);
      }}
    />
  );
}

const input = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'When' });

describe('DateField', () => {
  it('writes the date and time the Czech way in Czech, whatever the browser says, and reads it back', async () => {
    await setLanguage('cs');
    renderWithProviders(<Field initial="2026-11-25T14:30" />, { user: null });

    expect(input().value).toBe('25. 11. 2026 14:30');
    expect(input().placeholder).toBe('D. M. RRRR HH:mm');
    fireEvent.input(input(), { target: { value: '1. 12. 2026 9:05' } });
    expect(last).toBe('2026-12-01T09:05');
    fireEvent.blur(input());
    expect(input().value).toBe('1. 12. 2026 09:05');
  });

  it('follows a language switch', async () => {
    renderWithProviders(<Field initial="2026-11-25T14:30" />, { user: null });
    expect(input().value).toBe('25/11/2026 14:30');
    await act(() => setLanguage('cs'));
    expect(input().value).toBe('25. 11. 2026 14:30');
  });

  it('picks a day in a calendar of the UI language, keeping the time', { timeout: 60_000 }, async () => {
    await setLanguage('cs');
    renderWithProviders(<Field initial="2026-11-25T14:30" />, { user: null });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Otevřít kalendář' }));

    expect(await screen.findByRole('grid', { name: 'listopad 2026' })).toBeTruthy();
    expect(screen.getByText('po')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Další měsíc' }));
    await user.click(await screen.findByRole('button', { name: '3. 12. 2026' }));
    expect(last).toBe('2026-12-03T14:30');
    expect(input().value).toBe('3. 12. 2026 14:30');
  });

  it('hands on text that is no date yet, for the form to flag', () => {
    renderWithProviders(<Field initial="" kind="date" />, { user: null });
    fireEvent.input(input(), { target: { value: '31/02/2026' } });
    expect(last).toBe('31/02/2026');
    expect(input().value).toBe('31/02/2026');
  });
});
