import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithMessages } from '../../../tests/support/render';
import { Field, Input } from './field';
import { useFocusFirstError } from './focus-first-error';

/** A form like the dashboard's: its save is refused field by field after a round trip (the server's answer). */
function RefusedForm({ already = false }: { already?: boolean }) {
  useFocusFirstError();
  const [errors, setErrors] = useState<Record<string, string>>(already ? { price: 'Price must be 0 or more.' } : {});
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        setTimeout(() => setErrors({ price: 'Price must be 0 or more.', stock: 'Quantity is required.' }), 50);
      }}
    >
      <Field label="Name" htmlFor="name">
        <Input id="name" />
      </Field>
      <Field label="Price" htmlFor="price" error={errors.price}>
        <Input id="price" invalid={Boolean(errors.price)} />
      </Field>
      <Field label="Quantity" htmlFor="stock" error={errors.stock}>
        <Input id="stock" invalid={Boolean(errors.stock)} />
      </Field>
      <button type="submit">Save</button>
    </form>
  );
}

describe('after a refused save', () => {
  it('focuses the first field in error once the answer has come', async () => {
    await renderWithMessages(<RefusedForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Price')));
  });

  it('focuses a field that was already in error before the save', async () => {
    await renderWithMessages(<RefusedForm already />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // once the answer has come (its second error shown): the test never ends with the answer still on its way, whose
    // state update would then land after the simulated DOM is gone
    await screen.findByText('Quantity is required.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Price')));
  });
});
