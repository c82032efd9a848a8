import { describe, expect, it } from 'vitest';
import { bulkQuestion, bulkReport, type BulkChoice } from './bulk.ts';

const hold: BulkChoice = { kind: 'jobs', label: 'Put selected on hold', verb: 'Put on hold', done: 'Put on hold', body: { action: 'hold' } };

describe('bulk actions', () => {
  it('asks with the action and the count', () => {
    expect(bulkQuestion(hold, 1, ['job', 'jobs'])).toBe('Put on hold 1 job?');
    expect(bulkQuestion(hold, 3, ['job', 'jobs'])).toBe('Put on hold 3 jobs?');
  });

  it('reports each refused row by its name', () => {
    const ticked = [{ id: 'a', name: '#1 Owl' }, { id: 'b', name: '#2 Fox' }];
    const report = bulkReport(hold, ticked, { changed: ['a'], refused: [{ id: 'b', message: 'A job that is COMPLETED cannot be sent to "hold".' }] });
    expect(report).toEqual({ done: 'Put on hold: 1 of 2.', refused: [{ name: '#2 Fox', message: 'A job that is COMPLETED cannot be sent to "hold".' }] });
  });
});
