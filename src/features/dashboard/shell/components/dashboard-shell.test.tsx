import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithMessages } from '../../../../../tests/support/render';
import { MENU_COLLAPSED_COOKIE } from '@/domain/dashboard/menu';
import { DashboardShell } from './dashboard-shell';

vi.mock('next/navigation', () => ({ usePathname: () => '/dashboard/orders', useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));

const shell = (initialCollapsed?: boolean) => (
  <DashboardShell menu={[]} user={{ name: 'Ada Admin', email: 'ada@example.com' }} shopName="Floorshop" initialCollapsed={initialCollapsed}>
    <h1>Orders</h1>
  </DashboardShell>
);
// the drawer's button is shown at 768 px and below, the fold button above: both are in the document
const toggles = () => screen.getAllByRole('button', { name: 'Toggle menu' });

describe('the dashboard frame (docs/requirements.md, "Dashboard frame")', () => {
  it('closes the phone drawer with Escape and gives the focus back to its button', async () => {
    await renderWithMessages(shell());
    const [drawer] = toggles();
    await userEvent.click(drawer);
    expect(drawer.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{Escape}');
    expect(drawer.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(drawer);
  });

  it('remembers the folded menu in a cookie, and starts folded when the server read it so', async () => {
    const first = await renderWithMessages(shell());
    const fold = toggles()[1];
    expect(fold.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(fold);
    expect(fold.getAttribute('aria-expanded')).toBe('false');
    expect(document.cookie).toContain(`${MENU_COLLAPSED_COOKIE}=collapsed`);
    first.unmount();
    // the next page load: the layout passes what the cookie says, so the first render is already folded
    await renderWithMessages(shell(true));
    expect(toggles()[1].getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggles()[1]);
    expect(document.cookie).toContain(`${MENU_COLLAPSED_COOKIE}=open`);
  });

  it('starts with a skip link to the content, in the page language', async () => {
    await renderWithMessages(shell(), 'fr');
    const skip = screen.getAllByRole('link')[0];
    expect(skip.textContent).toBe('Aller au contenu');
    expect(skip.getAttribute('href')).toBe('#content');
    expect(screen.getByRole('main').id).toBe('content');
  });
});
