import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { LanguagePicker } from './LanguagePicker';

describe('LanguagePicker', () => {
  it('switches to Czech, renames itself and remembers the choice', async () => {
    renderWithProviders(<LanguagePicker />, { user: null });
    const user = userEvent.setup();

    expect(screen.getByRole('radiogroup', { name: 'Language' })).toBeTruthy();
    await user.click(screen.getByLabelText('Čeština'));

    expect(await screen.findByRole('radiogroup', { name: 'Jazyk' })).toBeTruthy();
    expect(window.localStorage.getItem('vozka.language')).toBe('cs');
    expect(document.documentElement.lang).toBe('cs');
    expect((screen.getByLabelText('Čeština') as HTMLInputElement).checked).toBe(true);
  });
});
