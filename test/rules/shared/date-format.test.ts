import { describe, expect, it } from 'vitest';
import { compileFormat, matchesFormat } from '../../../rules/shared/date-format.js';

const matches = (format: string, text: string) => matchesFormat(compileFormat(format), text);

describe('PHP date formats', () => {
  it('refuses a format that is empty or ends with a backslash', () => {
    expect(() => compileFormat('')).toThrow(/expects a format/);
    expect(() => compileFormat('Y-m-d\\')).toThrow(/ends with a backslash/);
  });
});

describe("Laravel's round trip", () => {
  // The facts of Laravel's testValidateDateAndFormat, and the round trip for every letter.
  it.each([
    ['Y-m-d', '2000-01-01', true],
    ['Y-m-d', '01/01/2001', false],
    ['Y-m-d', '22000-01-01', false],
    ['Y-m-d', '00-01-01', false],
    ['Y-m-d', 'Contain null bytes \0', false],
    ['Y-m', '2013-02', true],
    ['Y-m-d\\TH:i:se', '2000-01-01T00:00:00Atlantic/Azores', true],
    ['Y-m-d\\TH:i:sT', '2000-01-01T00:00:00Z', true],
    ['Y-m-d\\TH:i:sO', '2000-01-01T00:00:00+0000', true],
    ['Y-m-d\\TH:i:sP', '2000-01-01T00:00:00+00:30', true],
    ['Y-m-d H:i:s', '2000-01-01 17:43:59', true],
    ['H:i:s', '2000-01-01 17:43:59', false],
    ['H:i:s', '17:43:59', true],
    ['H:i', '17:43:59', false],
    ['H:i', '17:43', true],
    ['Y-m-d', '2024-02-30', false],
    ['Y-m-d', '2023-02-29', false],
    ['Y-m-d', '2024-02-29', true],
    ['Y-m-d', '2024-1-5', false],
    ['Y-n-j', '2024-1-5', true],
    ['d/m/Y', '1/1/2024', false],
    ['D, d M Y', 'Mon, 15 Jan 2024', true],
    ['D, d M Y', 'Tue, 15 Jan 2024', false],
    ['D, d M Y', 'mon, 15 Jan 2024', false],
    ['l jS F Y', 'Monday 15th January 2024', true],
    ['l jS F Y', 'Monday 15st January 2024', false],
    ['c', '2024-01-15T10:05:09+00:00', true],
    ['c', '2024-01-15T10:05:09Z', false],
    ['r', 'Mon, 15 Jan 2024 10:05:09 +0000', true],
    ['U', '1705313109', true],
    ['U.u', '1705313109.123456', true],
    ['Y-m-d H:i:s.v', '2024-01-15 10:05:09.123', true],
    ['Y-m-d H:i:s.u', '2024-01-15 10:05:09.5', false],
    ['g:i A', '1:05 PM', true],
    ['g:i A', '13:05 PM', false],
    ['h:i a', '01:05 pm', true],
    ['o-\\WW', '2025-W01', true],
    ['o-\\WW-N', '2024-W03-1', true],
    ['Y-m-d N', '2024-01-15 1', true],
    ['Y-m-d N', '2024-01-15 2', false],
    ['Y-m-d w t L z', '2024-01-15 1 31 1 14', true],
    ['Y-m-d L', '2024-01-15 0', false],
    ['Y-m-d H:i e', '2024-07-15 12:00 Europe/Berlin', true],
    ['Y-m-d H:i e', '2024-07-15 12:00 europe/berlin', false],
    ['Y-m-d H:i T', '2024-07-15 12:00 CEST', true],
    ['Y-m-d H:i I', '2024-07-15 12:00 0', true],
    ['Y-m-d H:i p', '2024-07-15 12:00 Z', true],
    ['Y-m-d H:i p', '2024-07-15 12:00 +00:00', false],
    ['Y-m-d H:i Z', '2024-07-15 12:00 7200', true],
    ['Y-m-d B', '1970-01-01 041', true],
    ['\\Y\\-m', 'Y-01', true],
    ['Y-m-d+', '2024-01-15 and more', false],
    // PHP's == compares numeric strings as numbers, so Laravel lets these through.
    ['d', '1', true],
    ['Y', '24', true],
    ['H', '9', true],
    ['Ymd', '20240115', true],
    ['Ymd', '2024115', false],
  ] as const)('%s and %j: %s', (format, text, verdict) => {
    expect(matches(format, text)).toBe(verdict);
  });
});
