import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { vitestCounts } from './reports.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reports-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const report = (name: string, body: object) => {
  const file = path.join(dir, `${name}.json`);
  fs.writeFileSync(file, JSON.stringify(body));
  return file;
};

describe('counting a vitest run for the CI summary', () => {
  it('counts passed and failed tests', () => {
    expect(vitestCounts(report('plain', { numPassedTests: 5, numFailedTests: 2, numFailedTestSuites: 1, success: false }))).toEqual({ passed: 5, failed: 2 });
  });

  it('counts a file that failed to load', () => {
    expect(vitestCounts(report('broken-file', { numPassedTests: 5, numFailedTests: 0, numFailedTestSuites: 1, success: false }))).toEqual({ passed: 5, failed: 1 });
  });

  it('counts a run whose global setup failed before any test as failed, not as 0 passed, 0 failed', () => {
    expect(vitestCounts(report('setup-failed', { numTotalTests: 0, numPassedTests: 0, numFailedTests: 0, numFailedTestSuites: 0, success: false, testResults: [] }))).toEqual({ passed: 0, failed: 1 });
  });

  it('counts a missing report as failed', () => {
    expect(vitestCounts(path.join(dir, 'none.json'))).toMatchObject({ passed: 0, failed: 1, missing: true });
  });
});
