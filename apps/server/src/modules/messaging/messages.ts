import type { EmailCodePurpose, Locale } from '@kickoff/contract';

/** The texts of the messages the service sends, in the member's language (Japanese is the fallback). */

type Texts = Record<Locale, string>;

/** What an e-mail code is for: the purposes of POST /emailCodes, and the purchase code of spec §9. */
export type EmailCodeUse = EmailCodePurpose | 'purchase';

const EMAIL_SUBJECTS: Record<EmailCodeUse, Texts> = {
  signup: {
    ja: '【KICKOFF】会員登録の認証コード',
    ko: '[KICKOFF] 회원 가입 인증 코드',
    en: '[KICKOFF] Your sign-up verification code',
  },
  sns: {
    ja: '【KICKOFF】メールアドレス確認の認証コード',
    ko: '[KICKOFF] 이메일 주소 확인 인증 코드',
    en: '[KICKOFF] Your e-mail confirmation code',
  },
  reset: {
    ja: '【KICKOFF】パスワード再設定の認証コード',
    ko: '[KICKOFF] 비밀번호 재설정 인증 코드',
    en: '[KICKOFF] Your password reset code',
  },
  update: {
    ja: '【KICKOFF】メールアドレス変更の認証コード',
    ko: '[KICKOFF] 이메일 주소 변경 인증 코드',
    en: '[KICKOFF] Your e-mail change code',
  },
  purchase: {
    ja: '【KICKOFF】ご購入手続きの認証コード',
    ko: '[KICKOFF] 구매 절차 인증 코드',
    en: '[KICKOFF] Your purchase verification code',
  },
};

const emailBody: Record<Locale, (code: string, minutes: number) => string> = {
  ja: (code, minutes) =>
    [
      'KICKOFFをご利用いただきありがとうございます。',
      '',
      `認証コード: ${code}`,
      '',
      `このコードの有効期限は${minutes}分です。画面に入力して手続きを続けてください。`,
      'お心当たりのない場合は、このメールを破棄してください。コードを他の人に教えないでください。',
      '',
      '― KICKOFF',
    ].join('\n'),
  ko: (code, minutes) =>
    [
      'KICKOFF를 이용해 주셔서 감사합니다.',
      '',
      `인증 코드: ${code}`,
      '',
      `이 코드는 ${minutes}분 동안 유효합니다. 화면에 입력하여 절차를 계속해 주세요.`,
      '요청하지 않으셨다면 이 메일을 무시해 주세요. 코드를 다른 사람에게 알려 주지 마세요.',
      '',
      '― KICKOFF',
    ].join('\n'),
  en: (code, minutes) =>
    [
      'Thank you for using KICKOFF.',
      '',
      `Verification code: ${code}`,
      '',
      `The code is valid for ${minutes} minutes. Enter it on the screen to continue.`,
      'If you did not ask for it, please ignore this e-mail. Never share the code with anyone.',
      '',
      '— KICKOFF',
    ].join('\n'),
};

const smsBody: Record<Locale, (code: string, minutes: number) => string> = {
  ja: (code, minutes) => `[KICKOFF] 認証コード: ${code} (${minutes}分間有効)。他の人に教えないでください。`,
  ko: (code, minutes) =>
    `[KICKOFF] 인증 코드: ${code} (${minutes}분간 유효). 다른 사람에게 알려 주지 마세요.`,
  en: (code, minutes) => `[KICKOFF] Code: ${code} (valid ${minutes} min). Never share it with anyone.`,
};

export function emailCodeMessage(purpose: EmailCodeUse, code: string, minutes: number, locale: Locale) {
  return { subject: EMAIL_SUBJECTS[purpose][locale], text: emailBody[locale](code, minutes) };
}

export function smsCodeMessage(code: string, minutes: number, locale: Locale) {
  return { text: smsBody[locale](code, minutes) };
}
