import { describe, expect, it } from 'vitest';
import { compileFormat } from '../../../rules/shared/date-format.js';
import { parseFormat } from '../../../rules/shared/date-format-read.js';
import { UTC } from '../../../rules/shared/time-zone.js';

/** The moment `text` reads as in `format`, as an ISO string (microseconds dropped). */
const read = (format: string, text: string) => {
  const time = parseFormat(compileFormat(format), text, UTC);
  return time && new Date(time.seconds * 1000 + time.us / 1000).toISOString();
};

describe('PHP date formats: reading as createFromFormat("!" . format)', () => {
  it.each([
    ['Y-m-d', '2024-01-15', '2024-01-15T00:00:00.000Z'],
    ['H:i', '17:43', '1970-01-01T17:43:00.000Z'],
    ['d/m/Y', '31/02/2012', '2012-03-02T00:00:00.000Z'],
    ['Y-m-d H:i:s.u', '2024-01-15 10:05:09.5', '2024-01-15T10:05:09.500Z'],
    ['Y-m-d H:i:s.v', '2024-01-15 10:05:09.25', '2024-01-15T10:05:09.250Z'],
    ['Y-m-d\\TH:i:sP', '2024-01-15T10:00:00+02:00', '2024-01-15T08:00:00.000Z'],
    ['Y-m-d H:i e', '2024-07-15 12:00 Europe/Berlin', '2024-07-15T10:00:00.000Z'],
    ['Y-m-d H:i T', '2024-01-15 12:00 EST', '2024-01-15T17:00:00.000Z'],
    ['Y-m-d H:i Z', '2024-01-15 12:00 -3600', '2024-01-15T13:00:00.000Z'],
    ['U', '1705313109', '2024-01-15T10:05:09.000Z'],
    ['U', '-1', '1969-12-31T23:59:59.000Z'],
    ['g:i a', '12:30 am', '1970-01-01T00:30:00.000Z'],
    ['g:i A', '12:30 P.M.', '1970-01-01T12:30:00.000Z'],
    ['g:i a', '1:30 pm', '1970-01-01T13:30:00.000Z'],
    ['y', '69', '2069-01-01T00:00:00.000Z'],
    ['y', '70', '1970-01-01T00:00:00.000Z'],
    ['Y z', '2024 59', '2024-02-29T00:00:00.000Z'],
    ['z Y', '59 2024', '2024-03-01T00:00:00.000Z'],
    ['D Y-m-d', 'Fri 2024-01-15', '2024-01-19T00:00:00.000Z'],
    ['F j, Y', 'jan 5, 2024', '2024-01-05T00:00:00.000Z'],
    ['o-\\WW-N', '2020-W53-5', '2021-01-01T00:00:00.000Z'],
    ['Y-m-d+', '2024-01-15 and more', '2024-01-15T00:00:00.000Z'],
    ['Y-m-d *', '2024-01-15 anything', '2024-01-15T00:00:00.000Z'],
    ['Y#m#d', '2024(01)15', '2024-01-15T00:00:00.000Z'],
    ['Y-m-d H', '2024-01-15 25', '2024-01-16T01:00:00.000Z'],
    ['Y-m-d H:i!', '2024-01-15 10:00', '1970-01-01T00:00:00.000Z'],
    ['Y-m-d ', '2024-01-15  \t', '2024-01-15T00:00:00.000Z'],
  ])('%s reads %j', (format, text, expected) => {
    expect(read(format, text)).toBe(expected);
  });

  it.each([
    ['Y-m-d', '2024-01-15x'],
    ['Y-m-d', '2024-01'],
    ['Y-m-d', ' 2024-01-15'],
    ['Y-m-d', '22000-01-01'],
    ['H:i', '7:5'],
    ['H:i:s', '07:05:5'],
    ['h:i', '13:00'],
    ['Y-m-d e', '2024-01-15 Mars/Olympus'],
    ['D', 'Funday'],
    ['M', 'Jnu'],
    ['Y-m-d\\TH', '2024-01-15X10'],
    ['Y#m#d', '2024_01_15'],
    ['o Y', '2024 2024'],
    ['N', '8'],
    ['W', '54'],
    ['a', 'x'],
  ])('%s does not read %j', (format, text) => {
    expect(read(format, text)).toBeUndefined();
  });
});

