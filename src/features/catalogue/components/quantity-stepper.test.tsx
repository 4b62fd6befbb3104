import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithMessages } from '../../../../tests/support/render';
import { QuantityStepper } from './quantity-stepper';

/** The product page's use: the quantity kept by the page, the stepper's field showing it. */
function Page({ max }: { max: number }) {
  const [qty, setQty] = useState(1);
  return (
    <>
      <QuantityStepper value={qty} max={max} onChange={setQty} />
      <output data-testid="qty">{qty}</output>
    </>
  );
}

describe('quantity stepper', () => {
  it('lets the customer clear the field and type: Backspace then 4 gives 4, not 14', async () => {
    await renderWithMessages(<Page max={64} />);
    const field = screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement;
    await userEvent.type(field, '{Backspace}4');
    expect(field.value).toBe('4');
    expect(screen.getByTestId('qty').textContent).toBe('4');
  });

  it('selects the number when the field is focused, so a digit typed replaces it wherever the caret landed', async () => {
    await renderWithMessages(<Page max={64} />);
    const field = screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement;
    await userEvent.click(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, 1]);
    await userEvent.keyboard('4');
    expect(field.value).toBe('4');
    expect(screen.getByTestId('qty').textContent).toBe('4');
  });

  it('keeps the cleared field empty while it has focus, and shows the quantity it had when left empty', async () => {
    await renderWithMessages(<Page max={64} />);
    const field = screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement;
    await userEvent.type(field, '{Backspace}');
    expect(field.value).toBe('');
    await userEvent.tab();
    expect(field.value).toBe('1');
    expect(screen.getByTestId('qty').textContent).toBe('1');
  });

  it('settles a fraction and a number over the stock when the field is left', async () => {
    await renderWithMessages(<Page max={64} />);
    const field = screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement;
    await userEvent.type(field, '{Backspace}2.5');
    await userEvent.tab();
    expect(field.value).toBe('2');
    expect(screen.getByTestId('qty').textContent).toBe('2');
    await userEvent.clear(field);
    await userEvent.type(field, '125');
    // never more than the 64 boxes in stock, even while typing
    expect(field.value).toBe('64');
    await userEvent.tab();
    expect(screen.getByTestId('qty').textContent).toBe('64');
  });
});
