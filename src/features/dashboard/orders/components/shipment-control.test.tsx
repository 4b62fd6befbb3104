import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithMessages } from '../../../../../tests/support/render';
import type { ShipmentView } from '@/domain/orders/shipment';
import { ShipmentControl } from './shipment-control';

const calls = vi.hoisted(() => [] as { name: string; input: Record<string, unknown> }[]);
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: vi.fn() }) }));
vi.mock('@/components/dashboard/call-action', () => ({
  callAction: async (name: string, input: Record<string, unknown>) => {
    calls.push({ name, input });
    return { ok: true, data: { status: input.lines ? 'processing' : 'shipped', updated: !!input.shipmentId } };
  },
}));

const OAK = '00000000-0000-4000-8000-00000000000a';
const TRIM = '00000000-0000-4000-8000-00000000000b';
const items = [
  { id: OAK, name: 'Oak Plank · Natural' },
  { id: TRIM, name: 'Oak Stair Nose' },
];
const parcel: ShipmentView = {
  id: 's1',
  position: 1,
  carrier: 'ups',
  carrierName: 'UPS',
  trackingNumber: '1Z999AA10123456784',
  trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
  lines: [{ itemId: OAK, name: 'Oak Plank · Natural', quantity: 2 }],
  createdAt: '2026-11-30T10:00:00.000Z',
};

async function control(props: Partial<Parameters<typeof ShipmentControl>[0]>) {
  calls.length = 0;
  return renderWithMessages(<ShipmentControl orderId="o1" shipments={[]} items={items} leftToShip={[]} canAdd canCorrect {...props} />);
}

describe('the order’s parcels', () => {
  it('offers everything left at first and sends no lines for a whole shipment', async () => {
    await control({
      leftToShip: [
        { itemId: OAK, quantity: 5 },
        { itemId: TRIM, quantity: 1 },
      ],
    });
    expect(screen.getByLabelText('Oak Plank · Natural')).toHaveProperty('value', '5');
    fireEvent.change(screen.getByLabelText('Carrier'), { target: { value: 'canada-post' } });
    fireEvent.change(screen.getByLabelText('Tracking number'), { target: { value: '7023 4567 8901 2345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mark shipped and e-mail the customer' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      name: 'order.setShipment',
      input: { id: 'o1', lines: undefined, carrier: 'canada-post', trackingNumber: '7023 4567 8901 2345', trackingUrl: '' },
    });
  });

  it('sends the chosen quantities for a part, and says when nothing is chosen', async () => {
    await control({
      leftToShip: [
        { itemId: OAK, quantity: 5 },
        { itemId: TRIM, quantity: 1 },
      ],
    });
    fireEvent.change(screen.getByLabelText('Oak Plank · Natural'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Oak Stair Nose'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Carrier'), { target: { value: 'ups' } });
    fireEvent.change(screen.getByLabelText('Tracking number'), { target: { value: '1Z999AA10123456785' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ship these items and e-mail the customer' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].input.lines).toEqual([
      { itemId: OAK, quantity: 3 },
      { itemId: TRIM, quantity: 0 },
    ]);
    fireEvent.change(screen.getByLabelText('Oak Plank · Natural'), { target: { value: '0' } });
    expect(screen.getByRole('alert').textContent).toBe('Choose at least one item for this parcel.');
  });

  it('shows each parcel with its lines; a correction names the parcel; nothing left says so', async () => {
    await control({ shipments: [parcel], leftToShip: [{ itemId: OAK, quantity: 0 }] });
    const card = screen.getByTestId('order-parcel');
    expect(card.textContent).toContain('Parcel 1');
    expect(card.textContent).toContain('× 2');
    expect(screen.queryByTestId('new-parcel')).toBeNull();
    expect(screen.getByText('Everything on this order has shipped.')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Change tracking of parcel 1' }));
    fireEvent.change(within(card).getByLabelText('Tracking number'), { target: { value: '1Z999AA10123456799' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save new tracking and e-mail the customer' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].input).toMatchObject({ shipmentId: 's1', carrier: 'ups', trackingNumber: '1Z999AA10123456799' });
    expect(calls[0].input).not.toHaveProperty('lines');
  });

  it('without the edit right shows the parcels only', async () => {
    await control({ shipments: [parcel], leftToShip: [{ itemId: OAK, quantity: 3 }], canAdd: false, canCorrect: false });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByTestId('new-parcel')).toBeNull();
  });
});
