import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithMessages } from '../../../../../tests/support/render';
import { RecordStockForm } from './record-stock-form';

const calls = vi.hoisted(() => [] as { name: string; input: unknown }[]);
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: vi.fn() }) }));
vi.mock('@/components/dashboard/call-action', () => ({
  callAction: async (name: string, input: unknown) => {
    calls.push({ name, input });
    return { ok: true, data: { onHand: 29 } };
  },
}));

const PRODUCT = '7d3f2a8e-5b1c-4c2d-9e8f-1a2b3c4d5e6f';
const VARIANT = '1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b';

describe('recording stock on a product’s stock page', () => {
  it('asks for the variant and a number of boxes before sending, then sends the record once', async () => {
    calls.length = 0;
    await renderWithMessages(
      <RecordStockForm
        productId={PRODUCT}
        holdings={[
          { variantId: VARIANT, variant: 'Natural Oak / 8 ft', onHand: 5 },
          { variantId: '2a2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b', variant: 'Smoked Grey / 12 ft', onHand: -1 },
        ]}
      />,
    );
    // an unlimited variant cannot be chosen
    expect(screen.getByRole('option', { name: 'Smoked Grey / 12 ft (unlimited)' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    expect(await screen.findByText('Enter a number of boxes.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Boxes received/), { target: { value: '24' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    expect(await screen.findByText('Choose the variant.')).toBeTruthy();
    expect(calls).toEqual([]);

    fireEvent.change(screen.getByLabelText(/^Variant/), { target: { value: VARIANT } });
    fireEvent.change(screen.getByLabelText(/^Note/), { target: { value: 'Mohawk, PO 4471' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      name: 'product.recordStock',
      input: {
        productId: PRODUCT,
        variantId: VARIANT,
        kind: 'received',
        quantity: 24,
        note: 'Mohawk, PO 4471',
        locationId: '',
        lotId: '',
        lotCode: '',
        shade: '',
        caliber: '',
      },
    });
  });

  // docs/requirements.md, "Locations and lots"
  it('records a lot-tracked receipt at the chosen location as a new lot, or of a recorded one', async () => {
    calls.length = 0;
    const SHOWROOM = '3a2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b';
    const WAREHOUSE = '4a2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b';
    const LOT = '5a2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b';
    await renderWithMessages(
      <RecordStockForm
        productId={PRODUCT}
        holdings={[{ variantId: '', variant: null, onHand: 5 }]}
        locations={[
          { id: SHOWROOM, name: 'Showroom' },
          { id: WAREHOUSE, name: 'North warehouse' },
        ]}
        lots={[{ id: LOT, variantId: '', code: 'L-1', shade: 'Honey', caliber: '' }]}
        lotTracked
      />,
    );
    fireEvent.change(screen.getByLabelText(/Boxes received/), { target: { value: '8' } });
    fireEvent.change(screen.getByLabelText(/^Location/), { target: { value: WAREHOUSE } });
    fireEvent.change(screen.getByLabelText(/^Lot code/), { target: { value: 'L-2' } });
    fireEvent.change(screen.getByLabelText(/^Shade/), { target: { value: 'Amber' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].input).toMatchObject({ locationId: WAREHOUSE, lotId: '', lotCode: 'L-2', shade: 'Amber', caliber: '' });

    fireEvent.change(screen.getByRole('combobox', { name: /^Lot/ }), { target: { value: LOT } });
    expect(screen.queryByLabelText(/^Lot code/)).toBeNull();
    fireEvent.change(screen.getByLabelText(/Boxes received/), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1].input).toMatchObject({ locationId: WAREHOUSE, lotId: LOT, lotCode: '' });
  });

  it('says an unlimited product is counted on its form instead', async () => {
    await renderWithMessages(<RecordStockForm productId={PRODUCT} holdings={[{ variantId: '', variant: null, onHand: -1 }]} />);
    expect(screen.queryByRole('button', { name: 'Record' })).toBeNull();
    expect(screen.getByText(/stock is unlimited/)).toBeTruthy();
  });
});
