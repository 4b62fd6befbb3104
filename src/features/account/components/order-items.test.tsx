import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithMessages } from '../../../../tests/support/render';
import type { AccountOrderDto } from '@/server/account/list-orders';
import { OrderItems } from './order-items';

const floor = {
  name: 'Oak Plank 12 mm',
  localName: null,
  localColorName: null,
  localAttributeName: null,
  slug: 'oak-plank-12-mm',
  quantity: 9,
  unitPrice: '45.50',
  lineTotal: '409.50',
  colorName: null,
  attributeName: null,
  sample: false,
  installation: false,
  installedSqFt: null,
} satisfies AccountOrderDto['items'][number];
// the installation of the same 9 boxes: 132 sq ft at the shop's rate
const installation = { ...floor, unitPrice: '29.04', lineTotal: '261.36', installation: true, installedSqFt: 132 };

const money = (v: string | number) => `$${v}`;

describe('the lines of an order in the account history', () => {
  it('labels the installation line as installation with its area, and the floor line not', async () => {
    await renderWithMessages(<OrderItems items={[floor, installation]} money={money} />);
    const [boxes, install] = screen.getAllByTestId('order-line');
    expect(within(boxes).queryByTestId('order-installation')).toBeNull();
    expect(within(install).getByTestId('order-installation').textContent).toBe('Installation, 132 sq ft');
    expect(install.textContent).toContain('Oak Plank 12 mm');
  });

  it('says "installation" in every language', async () => {
    for (const [locale, label] of [
      ['fr', 'Pose, 132 pi²'],
      ['ar', 'التركيب'],
      ['bn', 'ইনস্টলেশন'],
    ] as const) {
      const { unmount } = await renderWithMessages(<OrderItems items={[installation]} money={money} />, locale);
      expect(screen.getByTestId('order-installation').textContent).toContain(label);
      unmount();
    }
  });

  it('marks a free sample', async () => {
    await renderWithMessages(<OrderItems items={[{ ...floor, sample: true, quantity: 1, lineTotal: '0.00' }]} money={money} />);
    expect(screen.getByTestId('order-sample').textContent).toBe('Free sample');
  });
});
