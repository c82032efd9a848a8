/**
 * The drizzle schema of the whole store, one module per domain. The SQL that
 * creates these tables lives in /migrations (hand-written, applied in order);
 * keep both in step. See docs/decisions/0002-database.md.
 */
export * from './schema/core.ts';
export * from './schema/users.ts';
export * from './schema/admin.ts';
export * from './schema/catalogue.ts';
export * from './schema/commerce.ts';
export * from './schema/jobs.ts';
export * from './schema/push.ts';
export * from './schema/accounts.ts';
export * from './schema/payments.ts';
export * from './schema/security.ts';
export * from './schema/tasks.ts';
export * from './schema/media.ts';
export * from './schema/social.ts';
export * from './schema/royalties.ts';
export * from './schema/artists.ts';
export * from './schema/settings.ts';
export * from './schema/reviews.ts';
export * from './schema/coupons.ts';
export * from './schema/carts.ts';
export * from './schema/order-admin.ts';
export * from './schema/notices.ts';
export * from './schema/maker.ts';
export * from './schema/licences.ts';
export * from './schema/tax.ts';
