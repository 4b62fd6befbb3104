import { boolean, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, updatedAt } from './_columns';

export const userRole = pgEnum('user_role', ['customer', 'staff', 'admin']);
export const staffStatus = pgEnum('staff_status', ['active', 'inactive']);

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    /** argon2id; null for accounts that only sign in through Google/Facebook */
    passwordHash: text('password_hash'),
    role: userRole('role').notNull().default('customer'),
    staffStatus: staffStatus('staff_status'),
    blocked: boolean('blocked').notNull().default(false),
    /** bumped to end every session of the account (password reset, block) */
    sessionVersion: integer('session_version').notNull().default(0),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    image: text('image'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** the staff's note on a customer, shown on the customer's page and beside each of their orders (never to them) */
    staffNote: text('staff_note').notNull().default(''),
    /** the staff's tags of a customer ("contractor", "vip"): lower case, filtered on in the customers list */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
    index('users_tags_idx').using('gin', t.tags),
    // the tag filter's choices read only the tagged customers (src/server/dashboard/staff-tags.ts)
    index('users_tagged_idx')
      .on(t.role, t.tags)
      .where(sql`${t.tags} <> '{}'::text[]`),
  ],
);

/** One row per (staff member, area): the 15 keys of docs/requirements.md, "Permission keys" x view/edit/delete. */
export const staffPermissions = pgTable(
  'staff_permissions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    view: boolean('view').notNull().default(false),
    edit: boolean('edit').notNull().default(false),
    delete: boolean('delete').notNull().default(false),
  },
  (t) => [uniqueIndex('staff_permissions_user_name_uq').on(t.userId, t.name)],
);

/** Linked OAuth identities (Google, Facebook). */
export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerAccountId: text('provider_account_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('accounts_provider_uq').on(t.provider, t.providerAccountId)],
);

export const addressKind = pgEnum('address_kind', ['billing', 'shipping']);

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: addressKind('kind').notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    house: text('house').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    country: text('country').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha-256 of the token; the token itself is only in the e-mailed link */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_uq').on(t.tokenHash)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email'),
    area: text('area').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId), index('audit_log_created_idx').on(t.createdAt)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type StaffPermissionRow = typeof staffPermissions.$inferSelect;
export type Address = typeof addresses.$inferSelect;
