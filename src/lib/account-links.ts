/** The account's pages, as the /account hub and the welcome mail list them (one list, so they cannot drift apart). */
export type AccountArea = { href: string; label: string; blurb: string };

export const ACCOUNT_AREAS: readonly AccountArea[] = [
  { href: '/account/orders', label: 'My orders', blurb: 'Every purchase, its receipt, and unpaid orders to pay or cancel.' },
  { href: '/account/invoices', label: 'My invoices', blurb: 'The invoice of each paid order, as a PDF to file.' },
  { href: '/account/licences', label: 'My licences', blurb: 'What you may do with each character, with its certificate.' },
  { href: '/account/downloads', label: 'My downloads', blurb: 'The files of everything you own, free samples included.' },
  { href: '/account/credits', label: 'Credit history', blurb: 'Your credit balance and every credit in and out.' },
  { href: '/account/custom-orders', label: 'My custom orders', blurb: 'Characters drawn for you, from brief to final files.' },
  { href: '/account/favourites', label: 'My favourites', blurb: 'Characters you saved for later.' },
  { href: '/account/collections', label: 'My collections', blurb: 'Your own named sets of characters.' },
  { href: '/notifications', label: 'Notifications', blurb: 'News about your orders and custom work.' },
];
