import type { Agent } from 'node:http';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { cert, deleteApp, initializeApp, type App, type Credential, type ServiceAccount } from 'firebase-admin/app';
import { getMessaging, type Messaging } from 'firebase-admin/messaging';
import { chunk, DEAD_TOKEN_CODES, FCM_BATCH, toWebpush } from './message.ts';
import type { PushMessage, PushResult, PushSender } from './sender.ts';

export type FirebaseSenderOptions = {
  /** The service-account JSON (FIREBASE_SERVICE_ACCOUNT): the JSON text itself or a path to the file. */
  serviceAccount: string;
  siteUrl: string;
  /** Tests route Google's hosts to a loopback HTTPS fake of FCM through this agent. */
  httpAgent?: Agent;
  /**
   * Tests only: the service account's OAuth exchange (google-auth-library) ignores httpAgent, so a
   * test passes a credential that returns a fixed access token; FCM calls still go through httpAgent.
   */
  credential?: Credential;
};

export function parseServiceAccount(value: string): ServiceAccount & { project_id?: string } {
  const text = value.trim().startsWith('{') ? value : fs.readFileSync(value, 'utf8');
  return JSON.parse(text);
}

/** Sends through the official firebase-admin SDK (FCM HTTP v1 API). */
export class FirebasePushSender implements PushSender {
  readonly kind = 'firebase' as const;
  readonly #app: App;
  readonly #messaging: Messaging;
  readonly #siteUrl: string;

  constructor(options: FirebaseSenderOptions) {
    const account = parseServiceAccount(options.serviceAccount);
    this.#app = initializeApp(
      { credential: options.credential ?? cert(account, options.httpAgent), httpAgent: options.httpAgent, projectId: account.projectId ?? account.project_id },
      `toonmart-push-${randomUUID()}`,
    );
    this.#messaging = getMessaging(this.#app);
    // sendEach over HTTP/2 ignores httpAgent (and proxies); HTTP/1.1 honours it and is plenty for our volume.
    this.#messaging.enableLegacyHttpTransport();
    this.#siteUrl = options.siteUrl;
  }

  async send(tokens: string[], message: PushMessage): Promise<PushResult> {
    const result: PushResult = { sent: 0, failed: 0, invalidTokens: [] };
    const payload = toWebpush(message, this.#siteUrl);
    for (const batch of chunk(tokens, FCM_BATCH)) {
      const response = await this.#messaging.sendEachForMulticast({ tokens: batch, ...payload });
      response.responses.forEach((r, i) => {
        if (r.success) result.sent += 1;
        else if (r.error && DEAD_TOKEN_CODES.has(r.error.code)) result.invalidTokens.push(batch[i] ?? '');
        else {
          result.failed += 1;
          console.error(`[push] FCM refused a message: ${r.error?.code} ${r.error?.message}`);
        }
      });
    }
    return result;
  }

  close(): Promise<void> {
    return deleteApp(this.#app);
  }
}
