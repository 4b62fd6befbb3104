import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import type { CheckoutFormValues } from '@/domain/orders/checkout-schema';
import { renderWithMessages } from '../../../../tests/support/render';
import { AddressFields } from './address-fields';

function Fields() {
  const { register } = useForm<CheckoutFormValues>();
  return <AddressFields prefix="billing" register={register} errors={undefined} countries={[]} provinces={[]} country="CA" />;
}

// a Latin street, e-mail or phone typed on an Arabic page keeps its order (docs/architecture.md, "Right-to-left text")
describe('checkout address fields', () => {
  it('give every typed field its own direction (dir="auto") on an Arabic page', async () => {
    const { container } = await renderWithMessages(<Fields />, 'ar');
    const inputs = [...container.querySelectorAll('input')];
    expect(inputs.map((i) => i.id)).toEqual([
      'billing-fullName',
      'billing-phone',
      'billing-email',
      'billing-house',
      'billing-city',
      'billing-zipCode',
    ]);
    for (const input of inputs) expect(input.getAttribute('dir'), input.id).toBe('auto');
    expect(screen.getAllByRole('combobox').length).toBeGreaterThan(0);
  });
});
