import type { EmailCodePurpose } from '@kickoff/contract';
import { LIMITS } from '@kickoff/contract';
import type { ReactNode } from 'react';
import type { PhoneCodePurpose } from '../api/use-send-phone-code.js';
import styles from './CodeForms.module.css';
import { SendCodeForm } from './SendCodeForm.js';
import { VerifyCodeForm } from './VerifyCodeForm.js';

/** Where a verification stands: the address typed, and the code sent to it (id and expiry), if any. */
export interface CodeState {
  target: string;
  codeId: number | null;
  /** Epoch ms. */
  expiresAt: number | null;
}

export const emptyCodeState = (target = ''): CodeState => ({ target, codeId: null, expiresAt: null });

/** Codes are valid 10 minutes (decisions.md; the same is assumed for SMS codes). */
export const CODE_VALID_MS = LIMITS.emailCode.signupValidMinutes * 60_000;

type CodeVerificationProps = {
  state: CodeState;
  onStateChange: (state: CodeState) => void;
  /** Checks the code; a thrown API error shows on the code form. */
  onVerify: (args: { codeId: number; code: string; target: string }) => Promise<unknown>;
  verifyPending: boolean;
  current?: string | null;
  label?: string;
  hint?: ReactNode;
  submitLabel?: string;
  /** Extra content after the top message of a failed check (see VerifyCodeForm). */
  actionOf?: (code: string) => ReactNode;
} & ({ kind: 'email'; purpose: EmailCodePurpose } | { kind: 'phone'; purpose: PhoneCodePurpose });

/**
 * Address, "send code", then the code with its countdown: one page of e-mail or SMS verification. Sending
 * again ("resend") replaces the code; editing the address drops the code sent to the old one.
 */
export function CodeVerification(props: CodeVerificationProps) {
  const { state, onStateChange, onVerify, verifyPending, current, label, hint, submitLabel, actionOf } =
    props;
  const sendProps =
    props.kind === 'email'
      ? ({ kind: 'email', purpose: props.purpose } as const)
      : ({ kind: 'phone', purpose: props.purpose } as const);
  const { codeId, expiresAt } = state;
  return (
    <div className={styles.verified}>
      <SendCodeForm
        {...sendProps}
        initialValue={state.target}
        current={current}
        label={label}
        hint={hint}
        sent={codeId !== null}
        autoFocus={codeId === null}
        onEdit={(target) => {
          if (target !== state.target) onStateChange({ target, codeId: null, expiresAt: null });
        }}
        onSent={(id, target) => onStateChange({ target, codeId: id, expiresAt: Date.now() + CODE_VALID_MS })}
      />
      {codeId !== null && expiresAt !== null && (
        <VerifyCodeForm
          key={codeId}
          kind={props.kind}
          target={state.target}
          expiresAt={expiresAt}
          pending={verifyPending}
          submitLabel={submitLabel}
          actionOf={actionOf}
          onSubmitCode={(code) => onVerify({ codeId, code, target: state.target })}
        />
      )}
    </div>
  );
}
