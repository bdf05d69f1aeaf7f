import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Clicks the button named `button` (waiting for it) and answers the dialog it opens, named `dialog` (the button's name by default). */
export async function openDialog(user: UserEvent, button: string, dialog = button): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: dialog });
}
