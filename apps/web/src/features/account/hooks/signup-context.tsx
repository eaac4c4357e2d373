import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { readSnsSignup, type SnsSignup, writeSnsSignup } from '../../auth/index.js';
import {
  type Agreements,
  emptyDraft,
  readSignupDraft,
  type SignupDraft,
  type SignupMode,
  writeSignupDraft,
} from './signup-draft.js';

export interface SignupContextValue {
  draft: SignupDraft;
  update: (patch: Partial<SignupDraft>) => void;
  /** Starts a sign-up of `mode` with the agreements (a new draft unless one of that mode is under way). */
  agree: (mode: SignupMode, agreements: Agreements) => void;
  /** The password of the account step, in memory only (spec §3 signupPassword). */
  password: string | null;
  setPassword: (password: string | null) => void;
  /** The social sign-up hand-off of the /oauth callback. */
  sns: SnsSignup | null;
  setSns: (sns: SnsSignup | null) => void;
}

const SignupContext = createContext<SignupContextValue | null>(null);

/** The sign-up wizard's state, kept in session storage (except the password) for every step page. */
export function SignupProvider({ children }: { children: ReactNode }) {
  const [draft, setDraft] = useState<SignupDraft>(readSignupDraft);
  const [password, setPassword] = useState<string | null>(null);
  const [sns, setSnsState] = useState<SnsSignup | null>(readSnsSignup);

  useEffect(() => writeSignupDraft(draft), [draft]);

  const update = useCallback((patch: Partial<SignupDraft>) => setDraft((d) => ({ ...d, ...patch })), []);

  const agree = useCallback(
    (mode: SignupMode, agreements: Agreements) => {
      if (draft.mode === mode && draft.completed === null) {
        setDraft({ ...draft, agreements });
        return;
      }
      // another kind of sign-up, or a new one after an account was made: start afresh
      setDraft({ ...emptyDraft(mode), agreements });
      setPassword(null);
    },
    [draft],
  );

  const setSns = useCallback((value: SnsSignup | null) => {
    writeSnsSignup(value);
    setSnsState(value);
  }, []);

  const value = useMemo(
    () => ({ draft, update, agree, password, setPassword, sns, setSns }),
    [draft, update, agree, password, sns, setSns],
  );
  return <SignupContext.Provider value={value}>{children}</SignupContext.Provider>;
}

export function useSignupState(): SignupContextValue {
  const value = useContext(SignupContext);
  if (!value) throw new Error('useSignupState() needs a <SignupProvider> above it');
  return value;
}
