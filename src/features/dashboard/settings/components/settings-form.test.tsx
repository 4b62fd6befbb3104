import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithMessages } from '../../../../../tests/support/render';
import { StockSettingsForm } from './stock-settings-form';

const calls = vi.hoisted(() => [] as { name: string; input: unknown }[]);
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: vi.fn() }) }));
vi.mock('@/components/dashboard/call-action', () => ({
  callAction: async (name: string, input: unknown) => {
    calls.push({ name, input });
    return { ok: true, data: { saved: true } };
  },
}));

describe('a settings form checks its input with the action’s schema before sending', () => {
  it('marks what the schema refuses on its field and sends nothing; sends once it passes', async () => {
    calls.length = 0;
    await renderWithMessages(<StockSettingsForm values={{ lowStockThreshold: 5, dailySummary: false }} canEdit />);
    const threshold = screen.getByLabelText(/Low-stock threshold/);
    fireEvent.change(threshold, { target: { value: '-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This cannot be negative.')).toBeTruthy();
    expect(threshold.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(threshold, { target: { value: '2.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a whole number.')).toBeTruthy();
    expect(calls).toEqual([]);

    fireEvent.change(threshold, { target: { value: '12' } });
    // the pickup's transfer days: 0 to 30 (docs/requirements.md, "Pickup and the showroom")
    const days = screen.getByLabelText(/Days from the warehouse to the showroom/);
    expect((days as HTMLInputElement).value).toBe('2');
    fireEvent.change(days, { target: { value: '31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('At most 30.')).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.change(days, { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      name: 'settings.updateStock',
      input: { lowStockThreshold: 12, dailySummary: false, pickupTransferDays: 4 },
    });
  });
});
