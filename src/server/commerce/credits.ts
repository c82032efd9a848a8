// The credit ledger lives with orders (every movement names its order); kept here for existing importers.
export { addCredits, getBalance, lockAccount } from '#/server/orders/ledger.ts';
