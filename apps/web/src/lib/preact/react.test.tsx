import { act, render, screen } from '@testing-library/react';
import { Activity, useState } from 'react';
import { describe, expect, it } from 'vitest';

let show: (mode: 'visible' | 'hidden') => void = () => undefined;

function Panel() {
  const [mode, setMode] = useState<'visible' | 'hidden'>('visible');
  show = setMode;
  return (
    <Activity mode={mode}>
      <input aria-label="Note" defaultValue="" />
    </Activity>
  );
}

describe('React 19.2 Activity, as the alias gives it (lib/preact/react.ts: Mantine uses it)', () => {
  it('hides its children while hidden and keeps them mounted, with what was typed', () => {
    render(<Panel />);
    const note = screen.getByRole<HTMLInputElement>('textbox', { name: 'Note' });
    note.value = 'kept';
    act(() => show('hidden'));
    expect(note.isConnected).toBe(true);
    expect(note.parentElement!.style.display).toBe('none');
    act(() => show('visible'));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Note' })).toBe(note);
    expect(note.value).toBe('kept');
    expect(note.parentElement!.style.display).toBe('contents');
  });
});
