import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { permissionFor } from '@/domain/permissions/permissions';
import { CustomerDetailTemplate } from '@/features/dashboard/customers/templates/customer-detail-template';
import { getCustomer } from '@/server/dashboard/customers';
import { guardPage, pageData, recordTitle } from '@/server/dashboard/page-guard';
import { getSettingsOrDefaults } from '@/server/settings/get-settings-safe';

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  return recordTitle(getCustomer({ id: (await params).id }), (c) => c.name, 'customers');
}

export default async function CustomerPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const { user, access } = await guardPage(`/dashboard/users/${id}`, 'customers', 'view');
  const result = await getCustomer({ id });
  if (!result.ok && (result.status === 404 || result.status === 400)) notFound();
  const [customer, settings] = [pageData(result), await getSettingsOrDefaults()];
  return (
    <CustomerDetailTemplate
      customer={customer}
      canEdit={access.edit}
      canSeeOrders={permissionFor(user, 'order').view}
      currencySymbol={settings.currency.symbol}
    />
  );
}
