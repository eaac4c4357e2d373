import { describe, expect, it } from 'vitest';
import { uniqueViolation } from './unique-violation.js';

describe('uniqueViolation', () => {
  it('finds the constraint in the cause chain', () => {
    const driver = Object.assign(new Error('duplicate key'), {
      code: '23505',
      constraint: 'users_email_key',
    });
    expect(uniqueViolation(new Error('query failed', { cause: driver }))).toBe('users_email_key');
    expect(uniqueViolation(Object.assign(new Error('dup'), { code: '23505' }))).toBe('');
  });

  it('answers null for anything else', () => {
    expect(uniqueViolation(new Error('x', { cause: { code: '23503' } }))).toBeNull();
    expect(uniqueViolation(null)).toBeNull();
    expect(uniqueViolation('23505')).toBeNull();
  });
});
