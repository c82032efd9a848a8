import { AppError } from '#/server/errors/catalogue.ts';
import { safeRedirect } from '#/lib/safe-redirect.ts';
import { checkCharge } from './charge.ts';
import type { PaymentProvider } from './provider.ts';

/** A path on this site (`safeRedirect`), else `fallback`: the demo page cannot be used to send buyers elsewhere. */
export function localPath(value: unknown, fallback: string): string {
  return safeRedirect(value) ?? fallback;
}

const pathOf = (url: string) => {
  const parsed = new URL(url, 'http://local.invalid');
  return parsed.pathname + parsed.search;
};

/**
 * The default provider on the embedded database: a page of our own takes the "card"
 * (confirm or decline); no money moves. The page carries where to go after each.
 */
export function demoProvider(): PaymentProvider {
  return {
    name: 'demo',
    async startCheckout(request) {
      checkCharge(request.charge);
      const query = new URLSearchParams({ success: pathOf(request.successUrl), cancel: pathOf(request.cancelUrl) });
      return { url: `/checkout/demo/${request.orderId}?${query}`, ref: `demo_${request.orderId}` };
    },
    parseWebhook() {
      throw new AppError('NOT_FOUND', 'The demo provider has no webhook.');
    },
    // No money moved, so the refund is done as soon as it is recorded.
    async refund(request) {
      return { ref: request.key ? `demo_refund_${request.key}` : `demo_refund_${request.orderId}`, status: 'succeeded' };
    },
  };
}
