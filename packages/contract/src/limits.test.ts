import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  activateBodySchema,
  changePasswordBodySchema,
  loginBodySchema,
  outboxQuerySchema,
  passwordCheckBodySchema,
  verifyEmailCodeBodySchema,
  withdrawQuerySchema,
} from './account.js';
import { searchQuerySchema } from './catalogue.js';
import { favoriteTeamListQuerySchema } from './favorites.js';
import { createCooperationBodySchema, createInquiryBodySchema } from './help.js';
import { LIMITS } from './limits.js';
import {
  chatTextSchema,
  emailSchema,
  nameSchema,
  nicknameSchema,
  passwordSchema,
} from './validation-schemas.js';

/**
 * Every schema bound that stands for a limit reads it from LIMITS: each accepts exactly the limit and
 * refuses one character past it, so a literal typed into a schema instead of LIMITS shows up here.
 */

const fits = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;
const a = (length: number) => 'a'.repeat(length);

/** An e-mail of exactly `length` characters: the longest local part, then domain labels of at most 63. */
function emailOf(length: number): string {
  const local = a(LIMITS.email.localMax);
  let rest = length - local.length - '@'.length - 'com'.length;
  const labels: string[] = [];
  while (rest > 0) {
    const size = Math.min(63, rest - 1);
    labels.push('b'.repeat(size));
    rest -= size + 1;
  }
  return `${local}@${[...labels, 'com'].join('.')}`;
}

const message = {
  title: 'Title',
  content: a(LIMITS.inquiry.bodyMin),
  name: 'Name',
  email: 'member@example.com',
};
const inquiry = { ...message, category: 'account', agreePrivacy: true };
const cooperation = { ...message, company: 'Company', agreePrivacy: true };
const newPassword = { password: 'Passw0rd!', passwordConfirm: 'Passw0rd!' };

/** [what, the limit, does a value of this many characters pass?] for every upper bound. */
const upperBounds: [string, number, (length: number) => boolean][] = [
  ['password', LIMITS.password.max, (n) => fits(passwordSchema, `A1${a(n - 2)}`)],
  ['nickname', LIMITS.nickname.max, (n) => fits(nicknameSchema, a(n))],
  ['name', LIMITS.name.max, (n) => fits(nameSchema, a(n))],
  ['e-mail', LIMITS.email.max, (n) => fits(emailSchema, emailOf(n))],
  ['search keyword', LIMITS.searchKeywordMax, (n) => fits(searchQuerySchema, { keyword: a(n) })],
  [
    'favourite team search',
    LIMITS.searchKeywordMax,
    (n) => fits(favoriteTeamListQuerySchema, { keyword: a(n) }),
  ],
  ['chat message', LIMITS.chat.maxLength, (n) => fits(chatTextSchema(), a(n))],
  [
    'inquiry title',
    LIMITS.inquiry.titleMax,
    (n) => fits(createInquiryBodySchema, { ...inquiry, title: a(n) }),
  ],
  [
    'inquiry body',
    LIMITS.inquiry.bodyMax,
    (n) => fits(createInquiryBodySchema, { ...inquiry, content: a(n) }),
  ],
  ['inquiry name', LIMITS.inquiry.nameMax, (n) => fits(createInquiryBodySchema, { ...inquiry, name: a(n) })],
  [
    'partnership company',
    LIMITS.inquiry.companyMax,
    (n) => fits(createCooperationBodySchema, { ...cooperation, company: a(n) }),
  ],
  [
    'partnership name',
    LIMITS.inquiry.nameMax,
    (n) => fits(createCooperationBodySchema, { ...cooperation, name: a(n) }),
  ],
  [
    'partnership phone',
    LIMITS.phoneTypedMax,
    (n) => fits(createCooperationBodySchema, { ...cooperation, phone: '0'.repeat(n) }),
  ],
  ['login e-mail', LIMITS.email.max, (n) => fits(loginBodySchema, { username: a(n), password: 'x' })],
  [
    'login password',
    LIMITS.password.enteredMax,
    (n) => fits(loginBodySchema, { username: 'member@example.com', password: a(n) }),
  ],
  [
    're-authentication password',
    LIMITS.password.enteredMax,
    (n) => fits(passwordCheckBodySchema, { password: a(n) }),
  ],
  [
    'current password',
    LIMITS.password.enteredMax,
    (n) => fits(changePasswordBodySchema, { ...newPassword, currentPassword: a(n) }),
  ],
  [
    'withdrawal reason',
    LIMITS.withdrawDetailMax,
    (n) => fits(withdrawQuerySchema, { reason: 'other', detail: a(n) }),
  ],
  [
    'reactivation name',
    LIMITS.name.enteredMax,
    (n) => fits(activateBodySchema, { name: a(n), birthDate: '19900101' }),
  ],
  ['outbox recipient', LIMITS.email.max, (n) => fits(outboxQuerySchema, { recipient: a(n) })],
];

/** [what, the limit, does a value of this many characters pass?] for every lower bound. */
const lowerBounds: [string, number, (length: number) => boolean][] = [
  ['password', LIMITS.password.min, (n) => fits(passwordSchema, `A1${a(n - 2)}`)],
  ['nickname', LIMITS.nickname.min, (n) => fits(nicknameSchema, a(n))],
  ['name', LIMITS.name.min, (n) => fits(nameSchema, a(n))],
  [
    'inquiry body',
    LIMITS.inquiry.bodyMin,
    (n) => fits(createInquiryBodySchema, { ...inquiry, content: a(n) }),
  ],
  [
    'partnership phone',
    LIMITS.inquiry.phoneMin,
    (n) => fits(createCooperationBodySchema, { ...cooperation, phone: '0'.repeat(n) }),
  ],
];

describe('schemas bounded by LIMITS', () => {
  it.each(upperBounds)('%s: %i characters pass, one more does not', (_, max, passes) => {
    expect(passes(max)).toBe(true);
    expect(passes(max + 1)).toBe(false);
  });

  it.each(lowerBounds)('%s: %i characters pass, one fewer does not', (_, min, passes) => {
    expect(passes(min)).toBe(true);
    expect(passes(min - 1)).toBe(false);
  });

  it('a verification code is LIMITS.emailCode.digits digits', () => {
    const code = (length: number) =>
      fits(verifyEmailCodeBodySchema, { emailCodeId: 1, code: '1'.repeat(length) });
    const { digits } = LIMITS.emailCode;
    expect([code(digits - 1), code(digits), code(digits + 1)]).toEqual([false, true, false]);
  });
});
