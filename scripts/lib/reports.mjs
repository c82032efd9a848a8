import fs from 'node:fs';

/** Counts from a vitest JSON report (--reporter=json). */
export function vitestCounts(file) {
  if (!fs.existsSync(file)) return { passed: 0, failed: 1, missing: true };
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const failedTests = report.numFailedTests ?? 0;
  // A file that fails to load fails no test but fails its suite: count it.
  const brokenSuites = failedTests === 0 ? (report.numFailedTestSuites ?? 0) : 0;
  // A run that failed outside every test (its global setup, an unhandled error) fails no test either: count it.
  const brokenRun = report.success === false && failedTests + brokenSuites === 0 ? 1 : 0;
  return { passed: report.numPassedTests ?? 0, failed: failedTests + brokenSuites + brokenRun };
}

/** Counts from a Playwright JSON report; flaky counts as passed, unexpected and interrupted as failed. */
export function playwrightCounts(file) {
  if (!fs.existsSync(file)) return { passed: 0, failed: 1, missing: true };
  const { stats, errors = [] } = JSON.parse(fs.readFileSync(file, 'utf8'));
  return {
    passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0),
    failed: (stats?.unexpected ?? 0) + (stats?.interrupted ?? 0) + (errors.length && !stats?.expected ? 1 : 0),
  };
}
