import { describe, expect, it } from 'vitest';
import { makeToken, makeUser } from '#test-support/push-factories.ts';
import { usePushTestbed } from '#test-support/push-testbed.ts';
import { announcementRequest } from '#/lib/announcement.ts';
import { reachLines } from '#/lib/announcement-reach.ts';
import { auditLog, tasks, users } from '#/server/db/schema.ts';
import { activeBanner, ANNOUNCEMENT_TASK, createAnnouncement, listAnnouncements, sendAnnouncement } from './announcements.ts';
import { eq } from 'drizzle-orm';
import { enqueue } from '#/server/tasks/queue.ts';

const queue = (tx: Parameters<typeof enqueue>[0], id: string) => enqueue(tx, ANNOUNCEMENT_TASK, { id });

const bed = usePushTestbed();

const actorOf = async (id: string) => {
  const [row] = await bed.db.select().from(users).where(eq(users.id, id));
  return { id, email: row!.email, role: row!.role, ip: '198.51.100.9' };
};

describe('announcements: audience, channels and reach', () => {
  it('reaches the artists only, by push and mail, writes the reach and the audit entry', async () => {
    const db = bed.db;
    const admin = await makeUser(db, 'admin');
    const artist = await makeUser(db, 'contributor');
    const customer = await makeUser(db, 'user');
    const artistPhone = await makeToken(db, artist, 'artist');
    await makeToken(db, customer, 'customer');
    await makeToken(db, null, 'visitor');
    const input = announcementRequest.parse({ title: 'New royalty rates', body: 'From May, 55 % on every sale.', audience: 'artists', channels: ['push', 'mail'] });
    const { announcement, audience } = await createAnnouncement(db, await actorOf(admin), input, queue);
    expect(audience).toEqual({ accounts: 1, devices: 1 });
    expect(announcement.status).toBe('sending');
    expect((await db.select().from(tasks)).map((t) => t.kind)).toEqual([ANNOUNCEMENT_TASK]);

    const mailed: string[] = [];
    const reach = await sendAnnouncement(db, announcement.id, { mail: async (_tx, to) => void mailed.push(to), push: bed.firebase });
    expect(reach).toEqual({ accounts: 1, devices: 1, pushSent: 1, pushFailed: 0, pushRemoved: 0, mails: 1 });
    expect(bed.fcm.calls.map((c) => c.token)).toEqual([artistPhone]);
    const [artistRow] = await db.select().from(users).where(eq(users.id, artist));
    expect(mailed).toEqual([artistRow!.email]);
    // A second run (the task retried) sends nothing again.
    expect(await sendAnnouncement(db, announcement.id, { mail: async () => void mailed.push('again'), push: bed.firebase })).toBeNull();
    expect(mailed).toHaveLength(1);

    const [row] = await listAnnouncements(db);
    expect(reachLines(row!).map((l) => l.text)).toEqual(['Push notification: delivered to 1 of 1 devices', 'Email: sent to 1 account']);
    const [entry] = await db.select().from(auditLog);
    expect(entry?.summary).toBe('Sent the announcement "New royalty rates" to artists by push, mail');
  });

  it('says plainly when no device is subscribed, and a banner shows only to its audience until it ends', async () => {
    const db = bed.db;
    const admin = await makeUser(db, 'admin');
    const input = announcementRequest.parse({ title: 'Staff meeting', body: 'Friday at ten.', audience: 'staff', channels: ['push', 'banner'], bannerDays: 2 });
    const now = new Date('2026-11-28T10:00:00Z');
    const { announcement, audience } = await createAnnouncement(db, await actorOf(admin), input, queue, now);
    expect(audience.devices).toBe(0);
    await sendAnnouncement(db, announcement.id, { mail: async () => undefined, push: bed.firebase }, now);
    const [row] = await listAnnouncements(db);
    expect(reachLines(row!, now)).toEqual([
      { text: 'Push notification: 0 devices subscribed, nobody was reached', zero: true },
      { text: 'Banner on the site: showing until 2026-11-30', zero: false },
    ]);
    expect((await activeBanner(db, 'admin', now))?.title).toBe('Staff meeting');
    expect(await activeBanner(db, 'user', now)).toBeNull();
    expect(await activeBanner(db, null, now)).toBeNull();
    expect(await activeBanner(db, 'admin', new Date('2026-12-01T00:00:00Z'))).toBeNull();
  });

  it('refuses an announcement without a channel', () => {
    const parsed = announcementRequest.safeParse({ title: 'x', body: 'y', audience: 'everyone', channels: [] });
    expect(parsed.success ? [] : parsed.error.issues.map((i) => i.message)).toEqual(['Choose at least one channel.']);
  });
});
