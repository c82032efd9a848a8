import { describe, expect, it } from 'vitest';
import { JOB_ACTIONS, JOB_STATUSES } from '#/lib/jobs/machine.ts';
import { jobMessages, type JobAudience, type JobEvent, type JobFacts } from './events.ts';

const job: JobFacts = { number: 1042, title: 'Captain Crumb', levelName: 'Professional', paid: true, artistName: 'Alex', note: 'Bigger hat, please.', correctionsUsed: 1, correctionsLeft: 2 };
const audiences = (event: JobEvent, facts: JobFacts = job) => jobMessages(event, facts).map((m) => m.audience);

describe('jobMessages: who hears about what', () => {
  it('tells the customer of approval, the artist, the delivery and completion', () => {
    expect(audiences('approve')).toEqual(['customer']);
    expect(audiences('allocate')).toEqual(['customer', 'artist', 'previousArtist']);
    expect(audiences('deliver')).toEqual(['customer', 'admins']);
    expect(audiences('accept')).toEqual(['customer']);
  });
  it('tells the artist of the assignment and of corrections', () => {
    expect(audiences('requestCorrection')).toEqual(['artist']);
  });
  it('tells the admins of a new paid order once: when it is placed paid, or when a card order is paid', () => {
    expect(audiences('ordered')).toEqual(['customer', 'admins']);
    expect(audiences('ordered', { ...job, paid: false })).toEqual(['customer']);
    expect(audiences('paid')).toEqual(['admins']);
  });
  it('sends nothing when the artist starts: nobody needs to act', () => {
    expect(audiences('start')).toEqual([]);
  });
});

describe('jobMessages: the words', () => {
  const all = (['ordered', 'paid', ...JOB_ACTIONS] as JobEvent[]).flatMap((event) => jobMessages(event, job));

  it('names the job, says what happened and what next, and has a button', () => {
    for (const message of all) {
      expect(message.subject).toContain('TM-001042 "Captain Crumb"');
      expect(message.happened.length).toBeGreaterThan(10);
      expect(message.next.length).toBeGreaterThan(10);
      expect(message.button.length).toBeGreaterThan(3);
    }
  });
  it('never shows a raw status or action code', () => {
    // Plain verbs like "approve" are words; camel-case actions and upper-case statuses are codes.
    const codes = [...JOB_STATUSES, ...JOB_ACTIONS.filter((a) => /[A-Z]/.test(a))];
    for (const message of all) for (const code of codes) expect(`${message.subject} ${message.heading} ${message.happened} ${message.next}`).not.toContain(code);
  });
  it('gives each reader of one event a different subject: the artist is not told "approved"', () => {
    const allocate = jobMessages('allocate', job);
    const byAudience = Object.fromEntries(allocate.map((m) => [m.audience, m.subject])) as Record<JobAudience, string>;
    expect(byAudience.customer).toMatch(/artist assigned$/);
    expect(byAudience.artist).toMatch(/assigned to you$/);
    expect(new Set(allocate.map((m) => m.subject)).size).toBe(allocate.length);
  });
  it('quotes the customer\'s note to the artist and counts the rounds left for the customer', () => {
    expect(jobMessages('requestCorrection', job)[0]?.happened).toContain('"Bigger hat, please."');
    expect(jobMessages('deliver', { ...job, correctionsLeft: 1 })[0]?.next).toContain('1 round left');
  });
  it('numbers deliveries and correction rounds, so two deliveries are two different emails', () => {
    expect(jobMessages('deliver', { ...job, correctionsUsed: 0 }).map((m) => m.subject)).toEqual(['Custom order TM-001042 "Captain Crumb": delivery 1 ready', 'Custom order TM-001042 "Captain Crumb": delivery 1 sent']);
    expect(jobMessages('deliver', job)[0]?.subject).toMatch(/delivery 2 ready$/);
    expect(jobMessages('requestCorrection', job)[0]?.subject).toMatch(/corrections requested \(round 1\)$/);
  });
  it('names the artist to the customer', () => {
    expect(jobMessages('allocate', job)[0]?.heading).toBe('Alex will draw your character');
  });
});
