import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithMessages } from '../../../../tests/support/render';

const actions = vi.hoisted(() => ({ requestResetAction: vi.fn(), resetPasswordAction: vi.fn(), confirmEmailChangeAction: vi.fn() }));
vi.mock('../actions', () => actions);

import { ResetRequestForm } from './reset-forms';

// the throttle itself (the fourth e-mail within the hour): tests/integration/throttles.test.ts
describe('reset request form', () => {
  it('shows a throttled request in the visitor language, with the minutes to wait', async () => {
    actions.requestResetAction.mockResolvedValue({ ok: false, status: 429, error: 'tooManyAttempts', params: { minutes: 60 } });
    await renderWithMessages(<ResetRequestForm />, 'fr');
    await userEvent.type(screen.getByLabelText('Courriel'), 'flood@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Trop de tentatives. Veuillez patienter 60 minutes');
    expect(actions.requestResetAction).toHaveBeenCalledWith({ email: 'flood@example.com' });
  });

  it('says the same for any address once the request went through', async () => {
    actions.requestResetAction.mockResolvedValue({ ok: true, data: null });
    await renderWithMessages(<ResetRequestForm />);
    await userEvent.type(screen.getByLabelText('Email'), 'nobody@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/If an account exists for that email, we have sent a link/);
  });
});
