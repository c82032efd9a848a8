import { CHANNEL_LABELS, type Channel } from './announcement.ts';

type Sent = { channels: string[]; status: string; reach: { accounts?: number; devices?: number; pushSent?: number; pushFailed?: number; pushRemoved?: number; mails?: number }; bannerUntil: Date | null };

/** One line per channel of a sent announcement, as the history shows it; `zero` marks a channel that reached nobody. */
export function reachLines(a: Sent, now = new Date()): { text: string; zero: boolean }[] {
  const r = a.reach;
  return a.channels.map((c) => {
    const label = CHANNEL_LABELS[c as Channel] ?? c;
    if (c === 'banner') {
      const until = a.bannerUntil?.toISOString().slice(0, 10) ?? '';
      return { text: `${label}: ${a.bannerUntil && a.bannerUntil > now ? `showing until ${until}` : `ended ${until}`}`, zero: false };
    }
    if (a.status === 'sending') return { text: `${label}: sending…`, zero: false };
    if (c === 'push') {
      if (!r.devices) return { text: `${label}: 0 devices subscribed, nobody was reached`, zero: true };
      const extra = [r.pushFailed ? `${r.pushFailed} failed` : '', r.pushRemoved ? `${r.pushRemoved} no longer subscribed (removed)` : ''].filter(Boolean).join(', ');
      return { text: `${label}: delivered to ${r.pushSent ?? 0} of ${r.devices} devices${extra ? ` (${extra})` : ''}`, zero: !r.pushSent };
    }
    return { text: `${label}: sent to ${r.mails ?? 0} ${r.mails === 1 ? 'account' : 'accounts'}`, zero: !r.mails };
  });
}
