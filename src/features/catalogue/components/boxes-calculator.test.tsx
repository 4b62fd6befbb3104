import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithMessages } from '../../../../tests/support/render';
import { BoxesCalculator } from './boxes-calculator';

// a porcelain tile of the seeded catalogue: 15.5 sq ft a box
const TILE = { coveragePerBox: 15.5, pricePerBox: 77.5, currency: '$', maxBoxes: 500 };

describe('boxes calculator', () => {
  it('counts the boxes for a room in feet with 10 % waste, and adds that many', async () => {
    const onAdd = vi.fn();
    await renderWithMessages(<BoxesCalculator {...TILE} onAdd={onAdd} />);
    const calc = screen.getByTestId('boxes-calculator');
    expect(calc.textContent).toContain('One box covers 15.5 sq ft');
    await userEvent.type(within(calc).getByLabelText('Length (ft)'), '12');
    await userEvent.type(within(calc).getByLabelText('Width (ft)'), '10');
    // 120 sq ft + 10 % = 132 sq ft / 15.5 = 8.5 -> 9 boxes
    expect(within(calc).getByTestId('boxes-needed').textContent).toBe('9');
    await userEvent.click(within(calc).getByRole('button', { name: 'Add 9 boxes to the cart' }));
    expect(onAdd).toHaveBeenCalledWith(9);
  });

  it('counts in metres with the waste allowance chosen', async () => {
    const onAdd = vi.fn();
    await renderWithMessages(<BoxesCalculator {...TILE} onAdd={onAdd} />);
    const calc = screen.getByTestId('boxes-calculator');
    await userEvent.click(within(calc).getByRole('radio', { name: 'Metres' }));
    await userEvent.type(within(calc).getByLabelText('Length (m)'), '4');
    await userEvent.type(within(calc).getByLabelText('Width (m)'), '3');
    await userEvent.selectOptions(within(calc).getByLabelText('Waste allowance'), '15');
    // 4 m x 3 m = 129.17 sq ft + 15 % = 148.5 / 15.5 = 9.6 -> 10 boxes
    expect(within(calc).getByTestId('boxes-needed').textContent).toBe('10');
    await userEvent.click(within(calc).getByRole('button', { name: 'Add 10 boxes to the cart' }));
    expect(onAdd).toHaveBeenCalledWith(10);
  });

  it("writes the boxes in the page's digits on a Bengali page", async () => {
    await renderWithMessages(<BoxesCalculator {...TILE} onAdd={vi.fn()} />, 'bn');
    const calc = screen.getByTestId('boxes-calculator');
    const [length, width] = within(calc).getAllByRole('spinbutton');
    await userEvent.type(length, '12');
    await userEvent.type(width, '10');
    expect(within(calc).getByTestId('boxes-needed').textContent).toBe('৯');
  });
});

describe('boxes calculator against the stock', () => {
  it('refuses more boxes than are in stock, and says how many there are', async () => {
    const onAdd = vi.fn();
    await renderWithMessages(<BoxesCalculator {...TILE} maxBoxes={5} onAdd={onAdd} />);
    const calc = screen.getByTestId('boxes-calculator');
    await userEvent.type(within(calc).getByLabelText('Length (ft)'), '12');
    await userEvent.type(within(calc).getByLabelText('Width (ft)'), '10');
    const add = within(calc).getByRole('button', { name: 'Add 9 boxes to the cart' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(within(calc).getAllByRole('status')[0].textContent).toBe('Only 5 boxes are in stock.');
    await userEvent.click(add);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('stops at the line limit of an order when the stock is larger', async () => {
    // mosaic sheets of 1 sq ft: 9,500 sq ft + 10 % = 10,450 sheets
    await renderWithMessages(<BoxesCalculator {...TILE} coveragePerBox={1} maxBoxes={1_000_000} onAdd={vi.fn()} />);
    const calc = screen.getByTestId('boxes-calculator');
    await userEvent.click(within(calc).getByRole('radio', { name: 'Area' }));
    await userEvent.type(within(calc).getByLabelText('Floor area (sq ft)'), '9500');
    expect(within(calc).getAllByRole('status')[0].textContent).toBe('At most 10,000 of one item per order');
    expect((within(calc).getByRole('button', { name: /^Add [\d,]+ boxes to the cart$/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says a sold-out floor is sold out, not that 0 boxes are in stock', async () => {
    const onAdd = vi.fn();
    await renderWithMessages(<BoxesCalculator {...TILE} maxBoxes={0} onAdd={onAdd} />);
    const calc = screen.getByTestId('boxes-calculator');
    await userEvent.type(within(calc).getByLabelText('Length (ft)'), '12');
    await userEvent.type(within(calc).getByLabelText('Width (ft)'), '10');
    expect(within(calc).getAllByRole('status')[0].textContent).toBe('This floor is sold out: no boxes can be added right now.');
    expect(calc.textContent).not.toContain('Only 0');
    expect((within(calc).getByRole('button', { name: 'Add 9 boxes to the cart' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says what the cart took when it holds the most already: never "added" for nothing', async () => {
    const onAdd = vi.fn().mockReturnValueOnce(0).mockReturnValueOnce(4);
    await renderWithMessages(<BoxesCalculator {...TILE} onAdd={onAdd} />);
    const calc = screen.getByTestId('boxes-calculator');
    await userEvent.type(within(calc).getByLabelText('Length (ft)'), '12');
    await userEvent.type(within(calc).getByLabelText('Width (ft)'), '10');
    const add = within(calc).getByRole('button', { name: 'Add 9 boxes to the cart' });
    await userEvent.click(add);
    expect(calc.textContent).toContain('Nothing added: your cart already holds 500, all you can order of this item.');
    expect(calc.textContent).not.toContain('added to your cart');
    await userEvent.click(add);
    expect(calc.textContent).toContain('Only 4 added: you can order at most 500 of this item.');
  });
});

describe('boxes calculator limits on the room', () => {
  it('refuses a side longer than 200 ft with a clear message, and counts no boxes', async () => {
    await renderWithMessages(<BoxesCalculator {...TILE} onAdd={vi.fn()} />);
    const calc = screen.getByTestId('boxes-calculator');
    await userEvent.type(within(calc).getByLabelText('Length (ft)'), '58666666667');
    await userEvent.type(within(calc).getByLabelText('Width (ft)'), '10');
    expect(within(calc).getByRole('alert').textContent).toBe(
      'A side can be at most 200 ft: check the measurement, or book a free measure for a larger space.',
    );
    expect(within(calc).getByTestId('boxes-needed').textContent).toBe('0');
    expect((within(calc).getByRole('button', { name: 'Enter your room size' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('refuses a floor over 10,000 sq ft (929 m²), in the unit the customer measures in and in their language', async () => {
    await renderWithMessages(<BoxesCalculator {...TILE} onAdd={vi.fn()} />, 'fr');
    const calc = screen.getByTestId('boxes-calculator');
    await userEvent.click(within(calc).getByRole('radio', { name: 'Mètres' }));
    await userEvent.click(within(calc).getByRole('radio', { name: 'Surface' }));
    await userEvent.type(within(calc).getByLabelText('Surface au sol (m²)'), '1000');
    expect(within(calc).getByRole('alert').textContent).toMatch(/^Le calculateur compte les pièces jusqu’à 929 m²/);
    expect(within(calc).getByTestId('boxes-needed').textContent).toBe('0');
  });
});
