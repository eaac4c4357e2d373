import { z } from 'zod';
import { SNS_PROVIDERS } from './account-constants.js';
import { envelope, isoDateTime } from './common.js';
import { LIMITS } from './limits.js';
import { SCOPE_LENGTH } from './scope.js';
import { passwordsMatch } from './validation.js';
import {
  birthDateSchema,
  emailSchema,
  nameSchema,
  nicknameSchema,
  passwordSchema,
  phoneSchema,
  reportIssue,
  type ValueOrGetter,
} from './validation-schemas.js';

/**
 * The Account calls of spec §7 (sign-up, login, sessions, social login, profile, withdrawal,
 * reactivation). Bodies are validated by these schemas on the server and by the same rules in the forms.
 * A `{userId}` in a path must be the session's own member; anything else answers 403 FORBIDDEN.
 */

// ── The member as the client sees it ─────────────────────────────────────────────────────

export const snsProviderSchema = z.enum(SNS_PROVIDERS);

export const GENDERS = ['male', 'female', 'none'] as const;
/** Gender of spec §3: male, female; `none` (no answer) is offered in Japanese only. */
export const genderSchema = z.enum(GENDERS);
export type Gender = z.infer<typeof genderSchema>;

export const ROLES = ['member', 'operator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The session's member (GET/POST /session, POST /login, POST /accounts). */
export const sessionUserSchema = z.object({
  userId: z.number().int(),
  email: z.string().nullable(),
  nickname: z.string().nullable(),
  name: z.string().nullable(),
  /** Numeric status of spec §4: 1 active, 6 change password, 11/14 details, 12 e-mail, 21 dormant. */
  status: z.number().int(),
  statusList: z.array(z.number().int()),
  /** The social-login marker of spec §3: 'sn' when the member signed in with a social account. */
  sns: z.literal('sn').nullable(),
  snsProvider: snsProviderSchema.nullable(),
  role: z.enum(ROLES),
  /** The pass's service id, -1 without a pass (spec §9 ads rule). */
  serviceId: z.number().int(),
  /** Scope array of spec §3 (decode with decodeScope). */
  scope: z.array(z.number().int()).length(SCOPE_LENGTH),
  hasPassword: z.boolean(),
  /** When this session was started by a login that was the member's first ever. */
  firstLogin: z.boolean(),
  /** Remember-me session (header snrm at login): the cookie lasts 30 days. */
  remember: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
export const sessionUserResponse = envelope(sessionUserSchema);

/** GET /user/profile: the member's own record, unmasked (it is theirs), plus what the screens need. */
export const profileSchema = z.object({
  userId: z.number().int(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  birthDate: z.string().nullable(),
  gender: genderSchema.nullable(),
  phone: z.string().nullable(),
  nickname: z.string().nullable(),
  /** When the nickname may next be changed (30-day rule); null = now. */
  nicknameChangeableAt: isoDateTime.nullable(),
  marketingAgreed: z.boolean(),
  snsProviders: z.array(snsProviderSchema),
  hasPassword: z.boolean(),
  createdAt: isoDateTime,
});
export type Profile = z.infer<typeof profileSchema>;
export const profileResponse = envelope(profileSchema);

// ── Verification codes ───────────────────────────────────────────────────────────────────

/** Why an e-mail code is sent: sign-up, password reset, e-mail change, social sign-up e-mail. */
export const EMAIL_CODE_PURPOSES = ['signup', 'reset', 'update', 'sns'] as const;
export const emailCodePurposeSchema = z.enum(EMAIL_CODE_PURPOSES);
export type EmailCodePurpose = z.infer<typeof emailCodePurposeSchema>;

/** A verification code: LIMITS.emailCode.digits digits (e-mail and SMS codes alike). */
const codeSchema = z.string().regex(new RegExp(`^\\d{${LIMITS.emailCode.digits}}$`), 'digits');
const idSchema = z.number().int().positive();
/** A password typed to be checked (login, re-authentication): any text up to LIMITS.password.enteredMax. */
const enteredPassword = () => z.string().min(1).max(LIMITS.password.enteredMax);

/** POST /emailCodes → data: the e-mail code id. */
export const sendEmailCodeBodySchema = z.object({ email: emailSchema, purpose: emailCodePurposeSchema });
export const emailCodeIdResponse = envelope(idSchema);

/** POST /emailCodes/verify */
export const verifyEmailCodeBodySchema = z.object({ emailCodeId: idSchema, code: codeSchema });
export const verifiedResponse = envelope(z.object({ verified: z.literal(true) }));

/** POST /emailCodes/verifySnsEmail → data: the verified e-mail and the snsCodeId used by POST /accounts. */
export const verifySnsEmailBodySchema = verifyEmailCodeBodySchema.extend({ accessToken: z.string().min(1) });
export const verifySnsEmailResponse = envelope(z.object({ email: z.string(), snsCodeId: idSchema }));

/** POST /emailCodes/reset: a new password after a verified `reset` code. Ends every session. */
export const resetPasswordBodySchema = z
  .object({ emailCodeId: idSchema, password: passwordSchema, passwordConfirm: z.string() })
  .superRefine((v, ctx) =>
    reportIssue(ctx, passwordsMatch(v.password, v.passwordConfirm), ['passwordConfirm']),
  );

/** POST /phoneCodes → data: the phone code id (SMS kept in the outbox; at most 5 a day per phone). */
export const PHONE_CODE_PURPOSES = ['findEmail', 'update'] as const;
export const sendPhoneCodeBodySchema = z.object({ phone: phoneSchema, purpose: z.enum(PHONE_CODE_PURPOSES) });
export const phoneCodeIdResponse = envelope(idSchema);
export const verifyPhoneCodeBodySchema = z.object({ phoneCodeId: idSchema, code: codeSchema });

/** POST /phoneCodes/findEmail: after a verified `findEmail` code, the starred e-mails on that phone. */
export const findEmailBodySchema = z.object({ phoneCodeId: idSchema });
export const findEmailResponse = envelope(
  z.object({
    phone: z.string().describe('masked'),
    accounts: z.array(
      z.object({ email: z.string().describe('starred'), createdAt: isoDateTime, sns: z.boolean() }),
    ),
  }),
);

// ── Sign-up ──────────────────────────────────────────────────────────────────────────────

/** POST /email: is this e-mail free for a new account? 409 EMAIL_IN_USE when not. */
export const emailCheckBodySchema = z.object({ email: emailSchema });
export const availableResponse = envelope(z.object({ available: z.literal(true) }));

/**
 * POST /validation/nickname: checks and holds a nickname for 10 minutes. `checkToken` is the caller's
 * previous check, if any: checking again (the same or another nickname) then replaces that hold instead
 * of meeting it as someone else's (NICKNAME_BUSY).
 */
export const nicknameCheckBodySchema = z.object({
  nickname: nicknameSchema,
  checkToken: z.string().min(1).max(100).optional(),
});
export const nicknameCheckResponse = envelope(
  z.object({ nickname: z.string(), checkToken: z.string(), expiresAt: isoDateTime }),
);

/** POST /validation/password: re-authentication, the member's current password (logged in). */
export const passwordCheckBodySchema = z.object({ password: enteredPassword() });
export const passwordValidResponse = envelope(z.object({ valid: z.literal(true) }));

export const agreementsSchema = z.object({
  terms: z.boolean(),
  privacy: z.boolean(),
  /** Paid-service terms. */
  paid: z.boolean(),
  marketing: z.boolean().default(false),
});

/** Details of spec §2 sign-up (name, birth date, gender, phone). `today` feeds the under-14 rule. */
export const detailsSchema = (today: ValueOrGetter<Date>) =>
  z.object({
    name: nameSchema,
    birthDate: birthDateSchema(today),
    gender: genderSchema,
    phone: phoneSchema,
  });

/**
 * POST /accounts: creates the member and starts their session (the answer is the session user).
 * E-mail sign-up: a verified `signup` emailCodeId plus password. Social sign-up: the social accessToken
 * of GET /oauth/{provider}/token plus the snsCodeId of verifySnsEmail, no password.
 */
export const signupBodySchema = (today: ValueOrGetter<Date>) =>
  detailsSchema(today)
    .extend({
      agreements: agreementsSchema,
      nickname: nicknameSchema,
      nicknameCheckToken: z.string().min(1),
      emailCodeId: idSchema.optional(),
      password: passwordSchema.optional(),
      passwordConfirm: z.string().optional(),
      sns: z.object({ accessToken: z.string().min(1), snsCodeId: idSchema }).optional(),
    })
    .superRefine((v, ctx) => {
      if (v.sns) return;
      if (v.emailCodeId === undefined)
        ctx.addIssue({ code: 'custom', message: 'required', path: ['emailCodeId'] });
      if (v.password === undefined) ctx.addIssue({ code: 'custom', message: 'required', path: ['password'] });
      else reportIssue(ctx, passwordsMatch(v.password, v.passwordConfirm ?? ''), ['passwordConfirm']);
    });
export type SignupBody = z.infer<ReturnType<typeof signupBodySchema>>;

// ── Login and sessions ───────────────────────────────────────────────────────────────────

/** POST /login: e-mail and password, or a social provider and the accessToken of /oauth/{p}/token. */
export const loginBodySchema = z.union([
  z.object({ username: z.string().trim().min(1).max(LIMITS.email.max), password: enteredPassword() }),
  z.object({ sns: snsProviderSchema, accessToken: z.string().min(1) }),
]);
export type LoginBody = z.infer<typeof loginBodySchema>;

// ── Social login ─────────────────────────────────────────────────────────────────────────

/** GET /oauth/providers: the providers configured on this server (the others are hidden). */
export const oauthProvidersResponse = envelope(z.array(snsProviderSchema));

/** The provider of /oauth/{provider}/…: any short name (an unknown one answers SNS_PROVIDER_UNAVAILABLE). */
export const oauthProviderParamsSchema = z.object({ provider: z.string().max(32) });
/** GET /oauth/{provider}/authorize?returnTo: a returnTo that is not one plain string is ignored. */
export const oauthAuthorizeQuerySchema = z.object({ returnTo: z.string().optional().catch(undefined) });
/** What Apple posts back (response_mode=form_post); anything odd is dropped rather than refused. */
export const appleCallbackBodySchema = z.object({
  code: z.string().min(1).max(2048).optional().catch(undefined),
  state: z.string().min(1).max(512).optional().catch(undefined),
  error: z
    .string()
    .regex(/^[a-z_]{1,64}$/)
    .optional()
    .catch(undefined),
});

/** GET /oauth/{provider}/token?code&state: exchanges the code; `registered` says whether to log in or sign up. */
export const oauthTokenQuerySchema = z.object({
  code: z.string().min(1).max(2048),
  state: z.string().min(1).max(512),
});
export const oauthTokenResponse = envelope(
  z.object({
    provider: snsProviderSchema,
    /** Opaque, single use, valid 30 minutes: pass to POST /login (registered) or to the sns_ sign-up steps. */
    accessToken: z.string(),
    registered: z.boolean(),
    email: z.string().nullable(),
    name: z.string().nullable(),
    /** Where the member was going before the provider (kept through the round trip), if anywhere. */
    returnTo: z.string().nullable(),
  }),
);

// ── Account management ───────────────────────────────────────────────────────────────────

export const userIdParamSchema = z.object({ userId: z.coerce.number<number>().int().positive() });

/** PUT /change/password/{userId}: current password (unless the member has none yet), new one twice. */
export const changePasswordBodySchema = z
  .object({
    currentPassword: z.string().max(LIMITS.password.enteredMax).optional(),
    password: passwordSchema,
    passwordConfirm: z.string(),
  })
  .superRefine((v, ctx) =>
    reportIssue(ctx, passwordsMatch(v.password, v.passwordConfirm), ['passwordConfirm']),
  );

/** PUT /email/byCode: the new e-mail, proven by a verified `update` e-mail code. */
export const updateEmailBodySchema = z.object({ emailCodeId: idSchema });
/** PUT /phone/byCode: the new phone, proven by a verified `update` phone code. */
export const updatePhoneBodySchema = z.object({ phoneCodeId: idSchema });
/** PUT /change/profile/{userId} */
export const changeProfileBodySchema = (today: ValueOrGetter<Date>) =>
  detailsSchema(today).omit({ phone: true }).extend({ marketing: z.boolean().optional() });
/** PUT /change/nickname/{userId} */
export const changeNicknameBodySchema = z.object({ nickname: nicknameSchema, checkToken: z.string().min(1) });

/** DELETE /withdraw?reason= */
export const WITHDRAW_REASONS = ['price', 'content', 'quality', 'usage', 'other'] as const;
export const withdrawQuerySchema = z.object({
  reason: z.enum(WITHDRAW_REASONS),
  detail: z.string().trim().max(LIMITS.withdrawDetailMax).optional(),
});

/** PUT /activate/account: a dormant member proves who they are with their name and birth date. */
export const activateBodySchema = z.object({
  name: z.string().trim().min(1).max(LIMITS.name.enteredMax),
  birthDate: z.string().regex(/^\d{8}$/),
});

export const okResponse = envelope(z.null());

// ── Staff: the outbox ────────────────────────────────────────────────────────────────────

/**
 * GET /outbox?recipient=&limit= (operators and admins): the e-mails and SMS the service sent, newest
 * first. `recipient` is an e-mail (compared lower-case) or a phone number (compared by its digits).
 */
export const outboxQuerySchema = z.object({
  recipient: z.string().trim().max(LIMITS.email.max).optional(),
  limit: z.coerce.number<number>().int().min(1).max(200).catch(50).default(50),
});
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  /** When the SMTP server accepted it; null while it is only in the outbox. */
  sentAt: isoDateTime.nullable(),
  error: z.string().nullable(),
  createdAt: isoDateTime,
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxResponse = envelope(z.array(outboxMessageSchema));
