import { describe, expect, it } from 'vitest';
import { forgetSessions, recallSession, rememberSession, sessionGeneration } from './session-store.ts';

describe('session memo', () => {
  it('recalls a remembered session until it is forgotten', () => {
    rememberSession('tok-a', { id: 'a' }, sessionGeneration());
    expect(recallSession('tok-a')).toEqual({ id: 'a' });
    forgetSessions();
    expect(recallSession('tok-a')).toBeUndefined();
  });

  it('does not keep a session read before a revocation', () => {
    const readAt = sessionGeneration();
    forgetSessions();
    rememberSession('tok-b', { id: 'b' }, readAt);
    expect(recallSession('tok-b')).toBeUndefined();
  });

  it('lets a remembered session expire', () => {
    rememberSession('tok-c', { id: 'c' }, sessionGeneration(), 0);
    expect(recallSession('tok-c', 31_000)).toBeUndefined();
  });
});
