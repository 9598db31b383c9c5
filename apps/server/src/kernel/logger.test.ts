import { describe, expect, it } from 'vitest';
import { safeError } from './logger.ts';

describe('safeError', () => {
  it('keeps what helps an operator and drops the parameters a failed query carried', () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
    });
    const error = new Error(
      'Failed query: insert into "complaints" ("description") values ($1)\nparams: gizli şikayet,12345678901',
      {
        cause,
      },
    );
    const logged = JSON.stringify(safeError(error));
    expect(logged).toContain('Failed query: insert into');
    expect(logged).toContain('22021');
    expect(logged).not.toContain('gizli');
    expect(logged).not.toContain('12345678901');
  });
});
