/**
 * How the store sends push messages. The Firebase Admin sender talks to FCM; the
 * in-memory sender keeps messages for local runs (no service account configured).
 */
export type PushMessage = {
  title: string;
  body: string;
  /** Page to open on click: a path of the store ("/account/jobs/12") or an absolute https URL. */
  link?: string;
};

export type PushResult = {
  /** Tokens FCM accepted. */
  sent: number;
  /** Tokens that failed for another reason (quota, network): kept, they may work next time. */
  failed: number;
  /** Tokens FCM reports unregistered or malformed: the caller deletes them. */
  invalidTokens: string[];
};

export interface PushSender {
  readonly kind: 'firebase' | 'memory';
  send(tokens: string[], message: PushMessage): Promise<PushResult>;
}

export type SentPush = { tokens: string[]; message: PushMessage; at: Date };

/** Records what would have been sent, so local runs (and the admin page) show something happened. */
export class MemoryPushSender implements PushSender {
  readonly kind = 'memory' as const;
  readonly sent: SentPush[] = [];
  /** Tokens this sender treats as unregistered, as FCM would (for local experiments). */
  readonly unregistered = new Set<string>();

  async send(tokens: string[], message: PushMessage): Promise<PushResult> {
    const invalidTokens = tokens.filter((t) => this.unregistered.has(t));
    const good = tokens.filter((t) => !this.unregistered.has(t));
    if (good.length) this.sent.push({ tokens: good, message, at: new Date() });
    console.info(`[push] (in-memory sender) "${message.title}" to ${good.length} device(s)`);
    return { sent: good.length, failed: 0, invalidTokens };
  }
}
