import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { firstIssue, addressSchema } from '@/domain/account/schemas';
import { getDb, type DbOrTx } from '@/server/db';
import { addresses, type Address } from '@/server/db/schema';
import { cleanInput } from '@/lib/clean-input';

export type AddressDto = Omit<Address, 'userId' | 'createdAt' | 'updatedAt'>;

const dto = (a: Address): AddressDto => ({
  id: a.id,
  kind: a.kind,
  fullName: a.fullName,
  phone: a.phone,
  email: a.email,
  house: a.house,
  city: a.city,
  state: a.state,
  zipCode: a.zipCode,
  country: a.country,
  isDefault: a.isDefault,
});

export async function listAddresses(userId: string, db?: DbOrTx): Promise<AddressDto[]> {
  db ??= await getDb();
  const rows = await db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.kind), asc(addresses.createdAt));
  return rows.map(dto);
}

/** Adds or edits one of the user's addresses; another user's address id changes nothing. */
export async function saveAddress(
  userId: string,
  input: unknown,
  db?: DbOrTx,
): Promise<{ ok: true; id: string } | { ok: false; error: string; field?: string }> {
  const parsed = addressSchema.safeParse(cleanInput(input));
  if (!parsed.success) return { ok: false, ...firstIssue(parsed.error) };
  const { id, ...values } = parsed.data;
  db ??= await getDb();
  return db.transaction(async (tx) => {
    if (values.isDefault) {
      await tx
        .update(addresses)
        .set({ isDefault: false })
        .where(and(eq(addresses.userId, userId), eq(addresses.kind, values.kind)));
    }
    if (id) {
      const [row] = await tx
        .update(addresses)
        .set(values)
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
        .returning({ id: addresses.id });
      return row ? { ok: true as const, id: row.id } : { ok: false as const, error: 'notFound' as const };
    }
    const [row] = await tx
      .insert(addresses)
      .values({ ...values, userId })
      .returning({ id: addresses.id });
    return { ok: true as const, id: row.id };
  });
}

export async function deleteAddress(userId: string, id: unknown, db?: DbOrTx): Promise<boolean> {
  if (typeof id !== 'string' || !/^[0-9a-f-]{36}$/i.test(id)) return false;
  db ??= await getDb();
  const gone = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  return gone.length > 0;
}
