import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/index.js';
import { PasswordField } from './PasswordField.js';

describe('PasswordField', () => {
  it('hides the text until the toggle shows it', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password" id="pw" />);
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.type).toBe('password');
    const toggle = screen.getByRole('button', { name: i18n.t('ui:password.show') });
    await user.click(toggle);
    expect(input.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe(i18n.t('ui:password.hide'));
  });

  it('warns while Caps Lock is on (read from the key events) and not after leaving the field', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password" id="pw" hint="8 to 32 characters" />);
    const input = screen.getByLabelText('Password');
    await user.click(input);
    await user.keyboard('{CapsLock}a');
    expect(screen.getByTestId('caps-lock-warning').textContent).toBe(i18n.t('ui:password.capsLock'));
    expect(screen.getByText('8 to 32 characters')).toBeTruthy();
    await user.keyboard('{CapsLock}a');
    expect(screen.queryByTestId('caps-lock-warning')).toBeNull();
    await user.keyboard('{CapsLock}a');
    expect(screen.getByTestId('caps-lock-warning')).toBeTruthy();
    await user.tab();
    expect(screen.queryByTestId('caps-lock-warning')).toBeNull();
  });
});
