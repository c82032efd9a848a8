import { AppError } from '../errors.ts';
import type { PaymentProvider } from './provider.ts';

/** The default provider on the embedded database: a page of our own confirms the payment; no money moves. */
export function demoProvider(): PaymentProvider {
  return {
    name: 'demo',
    async startCheckout(request) {
      return { url: `/checkout/demo/${request.orderId}`, ref: `demo_${request.orderId}` };
    },
    parseWebhook() {
      throw new AppError('NOT_FOUND', 'The demo provider has no webhook.');
    },
    // No money moved, so the refund is done as soon as it is recorded.
    async refund(request) {
      return { ref: `demo_refund_${request.orderId}`, status: 'succeeded' };
    },
  };
}
