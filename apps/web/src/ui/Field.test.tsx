import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox, Select, TextArea, TextField } from './Field.js';

const describedText = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

function ControlledForm({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="検索"
      showCount
      maxLength={30}
      value={value}
      onChange={(e) => {
        onChange(e.target.value);
        setValue(e.target.value);
      }}
    />
  );
}

describe('TextField', () => {
  it('labels the input and marks it required', () => {
    render(<TextField label="ニックネーム" required name="nickname" />);
    const input = screen.getByLabelText(/ニックネーム/);
    expect(input.tagName).toBe('INPUT');
    expect((input as HTMLInputElement).required).toBe(true);
    expect(screen.getByText('必須')).toBeTruthy();
  });

  it('describes the input by its hint and error, and marks it invalid', () => {
    const { rerender } = render(<TextField label="メール" hint="ログインに使います" />);
    const input = screen.getByLabelText('メール');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(describedText(input)).toEqual(['ログインに使います']);

    rerender(
      <TextField
        label="メール"
        hint="ログインに使います"
        error="形式が正しくありません"
        aria-describedby="x"
      />,
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(input)).toEqual(['ログインに使います', '形式が正しくありません', undefined]);
    expect(input.getAttribute('aria-describedby')?.endsWith(' x')).toBe(true);
  });

  it('counts characters as the user types (uncontrolled)', async () => {
    render(<TextField label="ニックネーム" showCount maxLength={10} defaultValue="abc" />);
    const input = screen.getByLabelText('ニックネーム');
    expect(screen.getByText('3 / 10文字')).toBeTruthy();
    await userEvent.setup().type(input, 'キック');
    expect(screen.getByText('6 / 10文字')).toBeTruthy();
    expect(describedText(input)).toEqual(['6 / 10文字']);
  });

  it('counts a controlled value and still calls onChange', async () => {
    const onChange = vi.fn();
    render(<ControlledForm onChange={onChange} />);
    await userEvent.setup().type(screen.getByLabelText('検索'), 'J1');
    expect(onChange).toHaveBeenLastCalledWith('J1');
    expect(screen.getByText('2 / 30文字')).toBeTruthy();
  });

  it('has no counter without a maximum, and renders a suffix', () => {
    render(<TextField label="ニックネーム" showCount suffix={<button type="button">重複確認</button>} />);
    expect(screen.queryByText(/文字/)).toBeNull();
    expect(screen.getByRole('button', { name: '重複確認' })).toBeTruthy();
  });
});

describe('TextArea', () => {
  it('labels, counts and reports errors like a text field', async () => {
    render(
      <TextArea label="お問い合わせ内容" showCount maxLength={2000} error="10文字以上で入力してください" />,
    );
    const area = screen.getByLabelText('お問い合わせ内容');
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.getAttribute('aria-invalid')).toBe('true');
    await userEvent.setup().type(area, '動画が{Enter}再生されない');
    expect(screen.getByText('10 / 2000文字')).toBeTruthy();
  });
});

describe('Select', () => {
  const options = [
    { value: 'pay', label: 'お支払い' },
    { value: 'play', label: '再生' },
    { value: 'old', label: '旧カテゴリ', disabled: true },
  ];

  it('lists the options after a placeholder, and reports the choice', async () => {
    const onChange = vi.fn();
    render(
      <Select
        label="カテゴリ"
        options={options}
        placeholder
        required
        onChange={(e) => onChange(e.target.value)}
      />,
    );
    const select = screen.getByLabelText(/カテゴリ/) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      '選択してください',
      'お支払い',
      '再生',
      '旧カテゴリ',
    ]);
    expect(select.options[0]?.disabled).toBe(true);
    expect(select.options[3]?.disabled).toBe(true);
    await userEvent.setup().selectOptions(select, 'play');
    expect(onChange).toHaveBeenCalledWith('play');
  });

  it('takes a custom placeholder and an error', () => {
    render(<Select label="年" options={options} placeholder="年を選択" error="選択してください" />);
    const select = screen.getByLabelText('年');
    expect(screen.getByRole('option', { name: '年を選択' })).toBeTruthy();
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(select)).toEqual(['選択してください']);
  });
});

describe('Checkbox', () => {
  it('toggles from its label and carries hint and error', async () => {
    const onChange = vi.fn();
    render(
      <Checkbox
        label="利用規約に同意する"
        hint="同意が必要です"
        error="同意してください"
        onChange={(e) => onChange(e.target.checked)}
      />,
    );
    const box = screen.getByRole('checkbox', { name: '利用規約に同意する' });
    await userEvent.setup().click(screen.getByText('利用規約に同意する'));
    expect(onChange).toHaveBeenCalledWith(true);
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(box)).toEqual(['同意が必要です', '同意してください']);
  });
});
