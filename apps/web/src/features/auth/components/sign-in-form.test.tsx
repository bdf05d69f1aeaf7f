import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyZodFormResolver } from '../../../lib/form';
import { useSignInForm } from './sign-in-form';

interface Values {
  email: string;
}

function Form({ resolver, onValid }: { resolver: Resolver<Values>; onValid: (values: Values) => void }) {
  const form = useSignInForm<Values>(resolver, { email: '' });
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      <input aria-label="E-mail" {...form.register('email')} />
      <button type="submit" data-checking={form.checking ? '' : undefined}>
        Send
      </button>
      {form.failed && <p>The check did not load</p>}
    </form>
  );
}

const fine: Resolver<Values> = async (values) => ({ values, errors: {} });

describe('useSignInForm', () => {
  it('says so when the check cannot run (its code did not load), and the next submit tries again', async () => {
    const onValid = vi.fn();
    let loads = false;
    const resolver: Resolver<Values> = async (values, context, options) => {
      if (!loads) throw new TypeError('Failed to fetch dynamically imported module');
      return fine(values, context, options);
    };
    render(<Form resolver={resolver} onValid={onValid} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'jana@example.cz');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('The check did not load')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('data-checking')).toBe(false);
    expect(onValid).not.toHaveBeenCalled();

    loads = true;
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ email: 'jana@example.cz' }));
    expect(screen.queryByText('The check did not load')).toBeNull();
  });

  it('shows the check running and takes no second submit meanwhile', async () => {
    const onValid = vi.fn();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const resolver = vi.fn<Resolver<Values>>(async (values, context, options) => {
      await gate;
      return fine(values, context, options);
    });
    render(<Form resolver={resolver} onValid={onValid} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'jana@example.cz');
    const button = screen.getByRole('button', { name: 'Send' });
    await user.click(button);
    await waitFor(() => expect(button.hasAttribute('data-checking')).toBe(true));
    await user.click(button);

    release();
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(button.hasAttribute('data-checking')).toBe(false));
    expect(resolver).toHaveBeenCalledTimes(1);
  });
});

describe('lazyZodFormResolver', () => {
  const schema = z.object({ email: z.string().min(1, 'FILL_ALL_FIELDS') });
  const options = { fields: {}, shouldUseNativeValidation: false };

  it('asks for a chunk that did not load once more at once', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(schema);
    const resolver = lazyZodFormResolver<Values>(load);

    expect(await resolver({ email: 'jana@example.cz' }, undefined, options)).toEqual({
      values: { email: 'jana@example.cz' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fails when the second try fails too, and tries again on the next check', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(schema);
    const resolver = lazyZodFormResolver<Values>(load);

    await expect(resolver({ email: '' }, undefined, options)).rejects.toThrow('Failed to fetch');
    const again = await resolver({ email: '' }, undefined, options);
    expect(again.errors).toEqual({ email: { type: 'too_small', message: 'FILL_ALL_FIELDS' } });
    expect(load).toHaveBeenCalledTimes(3);
  });
});
