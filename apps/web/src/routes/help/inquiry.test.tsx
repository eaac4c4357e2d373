import { type InquiryCreated, LIMITS } from '@kickoff/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Call, stubApi } from '../../../test/kit.js';
import { i18n } from '../../i18n/index.js';
import { renderHelp } from './help-test-kit.js';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('ja');
});

const created: InquiryCreated = { id: 4821, kind: 'inquiry', createdAt: '2026-04-02T05:30:00.000Z' };

/** Answers POST `path` with `status` and `body`. */
const post = (path: string, status: number, body: unknown) => (call: Call) =>
  call.method === 'POST' && call.path === path ? { status, body } : undefined;

async function fillInquiry(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText(/お問い合わせの種類/), 'playback');
  await user.type(screen.getByLabelText(/件名/), 'ライブが止まる');
  await user.type(screen.getByLabelText(/お問い合わせ内容/), '試合の後半になると映像が止まってしまいます。');
  await user.type(screen.getByLabelText(/お名前/), '山田 太郎');
  await user.type(screen.getByLabelText(/メールアドレス/), 'taro@example.com');
  await user.click(screen.getByLabelText(/個人情報の収集・利用に同意します/));
}

/** The maxLength of the field labelled `label`. */
const maxLengthOf = (label: RegExp) => (screen.getByLabelText(label) as HTMLInputElement).maxLength;

const errorOf = (field: HTMLElement) => {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)).find((el) => el?.id.endsWith('-error'))?.textContent;
};

describe('1:1 inquiry form', () => {
  it('checks the fields on the client, in Japanese, and sends nothing', async () => {
    const api = stubApi();
    const user = userEvent.setup();
    renderHelp('/public/help/cs/contact');
    await user.click(await screen.findByRole('button', { name: '送信する' }));

    expect(errorOf(screen.getByLabelText(/お問い合わせの種類/))).toBe(
      'お問い合わせの種類を選択してください。',
    );
    expect(errorOf(screen.getByLabelText(/件名/))).toBe('入力してください。');
    expect(errorOf(screen.getByLabelText(/メールアドレス/))).toBe('入力してください。');
    expect(errorOf(screen.getByLabelText(/個人情報の収集・利用に同意します/))).toBe(
      '個人情報の収集・利用への同意が必要です。',
    );
    expect(document.activeElement).toBe(screen.getByLabelText(/お問い合わせの種類/));

    // errors follow the input once shown
    await user.type(screen.getByLabelText(/お問い合わせ内容/), '短い');
    expect(errorOf(screen.getByLabelText(/お問い合わせ内容/))).toBe('10文字以上で入力してください。');
    await user.type(screen.getByLabelText(/メールアドレス/), 'not-an-email');
    expect(errorOf(screen.getByLabelText(/メールアドレス/))).toBe('メールアドレスの形式が正しくありません。');
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('shows the same checks in English', async () => {
    stubApi();
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    renderHelp('/public/help/cs/contact');
    await user.type(await screen.findByLabelText(/^Message/), 'too short');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(errorOf(screen.getByLabelText(/^Topic/))).toBe('Please choose a topic.');
    expect(errorOf(screen.getByLabelText(/^Subject/))).toBe('This field is required.');
    expect(errorOf(screen.getByLabelText(/^Message/))).toBe('Enter at least 10 characters.');
    expect(errorOf(screen.getByLabelText(/I agree/))).toBe(
      'You need to agree to the collection and use of your personal information.',
    );
  });

  it('puts the fields of a 400 answer on the form', async () => {
    stubApi(
      post('/qna', 400, {
        code: 'VALIDATION_FAILED',
        message: 'Some input is not valid.',
        fields: { email: 'Invalid email address', title: 'Too big' },
      }),
    );
    const user = userEvent.setup();
    renderHelp('/public/help/cs/contact');
    await screen.findByRole('button', { name: '送信する' });
    await fillInquiry(user);
    await user.click(screen.getByRole('button', { name: '送信する' }));

    await waitFor(() =>
      expect(errorOf(screen.getByLabelText(/メールアドレス/))).toBe('入力内容をご確認ください。'),
    );
    expect(screen.getByLabelText(/メールアドレス/).getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(screen.getByLabelText(/件名/))).toBe('入力内容をご確認ください。');
    expect(errorOf(screen.getByLabelText(/お名前/))).toBeUndefined();
    expect(screen.getByTestId('form-error').textContent).toBe(
      '入力内容に誤りがあります。各項目をご確認ください。',
    );
  });

  it('sends the checked body and shows the confirmation with the inquiry number', async () => {
    const api = stubApi(post('/qna', 201, { data: created }));
    const user = userEvent.setup();
    renderHelp('/help/cs/contact');
    await screen.findByRole('button', { name: '送信する' });
    await fillInquiry(user);
    await user.click(screen.getByRole('button', { name: '送信する' }));

    const panel = await screen.findByTestId('inquiry-success');
    expect(within(panel).getByRole('heading', { name: 'お問い合わせを受け付けました' })).toBeTruthy();
    expect(within(panel).getByTestId('inquiry-number').textContent).toBe('4821');
    expect(panel.textContent).toContain('taro@example.com');
    expect(api.callsTo('/qna')[0]?.body).toEqual({
      category: 'playback',
      title: 'ライブが止まる',
      content: '試合の後半になると映像が止まってしまいます。',
      name: '山田 太郎',
      email: 'taro@example.com',
      agreePrivacy: true,
    });

    await user.click(within(panel).getByRole('button', { name: '別のお問い合わせをする' }));
    expect((screen.getByLabelText(/件名/) as HTMLInputElement).value).toBe('');
  });

  it('explains the daily limit', async () => {
    stubApi(post('/qna', 429, { code: 'INQUIRY_LIMIT_REACHED', message: 'limit' }));
    const user = userEvent.setup();
    renderHelp('/public/help/cs/contact');
    await screen.findByRole('button', { name: '送信する' });
    await fillInquiry(user);
    await user.click(screen.getByRole('button', { name: '送信する' }));
    const alert = await screen.findByTestId('form-error');
    expect(alert.textContent).toContain('上限');
    expect(screen.queryByTestId('inquiry-success')).toBeNull();
  });
});

describe('partnership inquiry form', () => {
  it('checks the phone format, leaves a blank phone out and shows the number', async () => {
    const api = stubApi(post('/qna/cooperate', 201, { data: { ...created, id: 77, kind: 'cooperation' } }));
    const user = userEvent.setup();
    renderHelp('/public/help/cs/cooperate');
    await user.type(await screen.findByLabelText(/会社名・団体名/), '株式会社サンプル');
    await user.type(screen.getByLabelText(/ご担当者名/), '佐藤');
    await user.type(screen.getByLabelText(/メールアドレス/), 'biz@example.com');
    await user.type(screen.getByLabelText(/電話番号/), 'abc');
    await user.type(screen.getByLabelText(/件名/), 'スポンサーのご相談');
    await user.type(
      screen.getByLabelText(/お問い合わせ内容/),
      '来季のリーグ中継でのスポンサー枠についてご相談させてください。',
    );
    await user.click(screen.getByLabelText(/個人情報の収集・利用に同意します/));
    await user.click(screen.getByRole('button', { name: '送信する' }));
    expect(errorOf(screen.getByLabelText(/電話番号/))).toBe(
      '電話番号は数字・ハイフンなど6〜20文字で入力してください。',
    );

    await user.clear(screen.getByLabelText(/電話番号/));
    await user.click(screen.getByRole('button', { name: '送信する' }));
    expect((await screen.findByTestId('inquiry-number')).textContent).toBe('77');
    expect(screen.getByRole('heading', { name: '提携のお問い合わせを受け付けました' })).toBeTruthy();
    expect(api.callsTo('/qna/cooperate')[0]?.body).not.toHaveProperty('phone');
  });
});

describe('field limits', () => {
  it('the 1:1 inquiry fields stop where the contract does (LIMITS)', async () => {
    stubApi();
    renderHelp('/public/help/cs/contact');
    await screen.findByLabelText(/件名/);
    expect(maxLengthOf(/件名/)).toBe(LIMITS.inquiry.titleMax);
    expect(maxLengthOf(/お問い合わせ内容/)).toBe(LIMITS.inquiry.bodyMax);
    expect(maxLengthOf(/お名前/)).toBe(LIMITS.inquiry.nameMax);
    expect(maxLengthOf(/メールアドレス/)).toBe(LIMITS.email.max);
  });

  it('the partnership inquiry fields stop where the contract does (LIMITS)', async () => {
    stubApi();
    renderHelp('/public/help/cs/cooperate');
    await screen.findByLabelText(/会社名・団体名/);
    expect(maxLengthOf(/会社名・団体名/)).toBe(LIMITS.inquiry.companyMax);
    expect(maxLengthOf(/ご担当者名/)).toBe(LIMITS.inquiry.nameMax);
    expect(maxLengthOf(/メールアドレス/)).toBe(LIMITS.email.max);
    expect(maxLengthOf(/電話番号/)).toBe(LIMITS.phoneTypedMax);
    expect(maxLengthOf(/件名/)).toBe(LIMITS.inquiry.titleMax);
    expect(maxLengthOf(/お問い合わせ内容/)).toBe(LIMITS.inquiry.bodyMax);
  });
});
