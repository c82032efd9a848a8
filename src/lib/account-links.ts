/** The account's pages, as the /account hub and the welcome mail list them (one list, so they cannot drift apart). */
export type AccountArea = { href: string; label: string; blurb: string };

export const ACCOUNT_AREAS: readonly AccountArea[] = [
  { href: '/account/orders', label: 'Orders', blurb: 'Every purchase, its receipt, and unpaid orders to pay or cancel.' },
  { href: '/account/invoices', label: 'Invoices', blurb: 'The invoice of each paid order, as a PDF to file.' },
  { href: '/account/licences', label: 'Licences', blurb: 'What you may do with each character, with its certificate.' },
  { href: '/account/downloads', label: 'Downloads', blurb: 'The files of everything you own, free samples included.' },
  { href: '/account/credits', label: 'Credits', blurb: 'Your credit balance and every credit in and out.' },
  { href: '/account/custom-orders', label: 'Custom orders', blurb: 'Characters drawn for you, from brief to final files.' },
  { href: '/account/favourites', label: 'Favourites', blurb: 'Characters you saved for later.' },
  { href: '/account/collections', label: 'Collections', blurb: 'Your own named sets of characters.' },
  { href: '/notifications', label: 'Notifications', blurb: 'News about your orders and custom work.' },
];
