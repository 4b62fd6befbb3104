/** Seeded accounts of the e2e database; the passwords are set by playwright.config.ts's webServer command. */
export const ADMIN = { email: 'admin@example.com', password: 'e2e-admin-Parquet-42' };
export const STAFF = { email: 'staff@example.com', password: 'e2e-demo-Laminate-42' };
export const CUSTOMER = { email: 'customer@example.com', password: 'e2e-demo-Laminate-42' };
