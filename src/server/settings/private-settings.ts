import 'server-only';
import { eq } from 'drizzle-orm';
import { EMPTY_PRIVATE_SETTINGS, privateSettingsSchema, type PrivateSettings } from '@/domain/settings/settings-forms';
import { DEFAULT_SETTINGS, settingsSchema, type Settings } from '@/domain/settings/settings';
import { getDb, type DbOrTx } from '@/server/db';
import { settings } from '@/server/db/schema';

/** The stored settings row's document as it is (public part plus the server-only `private` credentials). */
type StoredDocument = Partial<Settings> & { private?: unknown };

async function readDocument(db: DbOrTx): Promise<StoredDocument> {
  const [row] = await db.select({ data: settings.data }).from(settings).where(eq(settings.id, 1));
  return (row?.data ?? {}) as StoredDocument;
}

function privateOf(doc: StoredDocument): PrivateSettings {
  const stored = (doc.private ?? {}) as Partial<Record<keyof PrivateSettings, object>>;
  const merged = Object.fromEntries(
    (Object.keys(EMPTY_PRIVATE_SETTINGS) as (keyof PrivateSettings)[]).map((k) => [
      k,
      { ...EMPTY_PRIVATE_SETTINGS[k], ...(stored[k] ?? {}) },
    ]),
  );
  const parsed = privateSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : EMPTY_PRIVATE_SETTINGS;
}

/**
 * Payment and social sign-in credentials. SERVER ONLY: never return them to the browser (the dashboard
 * shows them masked, see maskSecret). They live in the settings row under `private`, outside settingsSchema,
 * so getSettings() (which parses with settingsSchema) drops them from everything the storefront reads.
 */
export async function getPrivateSettings(db?: DbOrTx): Promise<PrivateSettings> {
  db ??= await getDb();
  return privateOf(await readDocument(db));
}

/**
 * Writes part of the settings document (and optionally of the private credentials) in the given
 * transaction, keeping everything else as stored (`patch` may be computed from the stored document). Returns the public settings before and after.
 */
export async function updateSettingsDocument(
  tx: DbOrTx,
  patch: Partial<Settings> | ((before: Settings) => Partial<Settings>),
  privatePatch?: (current: PrivateSettings) => PrivateSettings,
): Promise<{ before: Settings; after: Settings; privateBefore: PrivateSettings; privateAfter: PrivateSettings }> {
  const doc = await readDocument(tx);
  const before = settingsSchema.safeParse({ ...DEFAULT_SETTINGS, ...doc });
  const publicBefore = before.success ? before.data : DEFAULT_SETTINGS;
  const publicAfter = settingsSchema.parse({ ...publicBefore, ...(typeof patch === 'function' ? patch(publicBefore) : patch) });
  const privateBefore = privateOf(doc);
  const privateAfter = privateSettingsSchema.parse(privatePatch ? privatePatch(privateBefore) : privateBefore);
  const data = { ...publicAfter, private: privateAfter } as Settings;
  await tx
    .insert(settings)
    .values({ id: 1, data })
    .onConflictDoUpdate({ target: settings.id, set: { data, updatedAt: new Date() } });
  return { before: publicBefore, after: publicAfter, privateBefore, privateAfter };
}
