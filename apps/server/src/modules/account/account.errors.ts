import { AppError } from '../../shared/app-error.js';
import { uniqueViolation } from '../../shared/unique-violation.js';

/** Errors several account services answer alike (the client maps the code to text). */
export const accountErrors = {
  emailInUse: () => new AppError('EMAIL_IN_USE', 'This e-mail address is already registered.'),
  nicknameInUse: () => new AppError('NICKNAME_IN_USE', 'This nickname is already in use.'),
  snsAlreadyLinked: () =>
    new AppError('SNS_ALREADY_LINKED', 'This social account is already linked to a member.'),
  snsTokenInvalid: () =>
    new AppError('SNS_TOKEN_INVALID', 'The social login expired or was already used. Please start again.'),
  emailSame: () =>
    new AppError('EMAIL_SAME', 'This is already your e-mail address.', {
      fields: { email: 'email.sameAsCurrent' },
    }),
  phoneSame: () =>
    new AppError('PHONE_SAME', 'This is already your phone number.', {
      fields: { phone: 'phone.sameAsCurrent' },
    }),
  passwordSame: () =>
    new AppError('PASSWORD_SAME', 'Choose a password different from the current one.', {
      fields: { password: 'password.sameAsCurrent' },
    }),
};

/** A unique index that a race can trip, and the answer it becomes. */
const CONFLICTS: Record<string, () => AppError> = {
  users_email_key: accountErrors.emailInUse,
  users_nickname_key: accountErrors.nicknameInUse,
  sns_accounts_provider_key: accountErrors.snsAlreadyLinked,
};

/** Turns a unique violation of the known indexes into its 409; anything else is rethrown unchanged. */
export function asConflict(error: unknown): unknown {
  const constraint = uniqueViolation(error);
  const conflict = constraint !== null ? CONFLICTS[constraint] : undefined;
  return conflict ? conflict() : error;
}
