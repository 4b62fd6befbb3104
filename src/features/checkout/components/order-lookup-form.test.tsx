import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithMessages } from '../../../../tests/support/render';

const actions = vi.hoisted(() => ({ lookupOrderAction: vi.fn() }));
vi.mock('../actions', () => actions);

import { OrderLookupForm } from './order-lookup-form';

async function lookUp() {
  await userEvent.type(screen.getByLabelText('Order number'), 'FS-261122-GUESS');
  await userEvent.type(screen.getByLabelText('E-mail'), 'guess@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Find order' }));
}

// the throttle itself (the eleventh look-up within 15 minutes): tests/integration/throttles.test.ts
describe('order look-up form', () => {
  it('says an unknown pair finds nothing', async () => {
    actions.lookupOrderAction.mockResolvedValue({ ok: false, status: 404, error: 'notFound' });
    await renderWithMessages(<OrderLookupForm />);
    await lookUp();
    expect((await screen.findByRole('alert')).textContent).toBe('We could not find an order with that number and e-mail address.');
    expect(actions.lookupOrderAction).toHaveBeenCalledWith({ number: 'FS-261122-GUESS', email: 'guess@example.com' });
  });

  it('shows a throttled look-up with the minutes to wait', async () => {
    actions.lookupOrderAction.mockResolvedValue({ ok: false, status: 429, error: 'tooManyAttempts', params: { minutes: 15 } });
    await renderWithMessages(<OrderLookupForm />);
    await lookUp();
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Too many look-ups from this connection\. Please wait 15 minutes/);
  });
});
