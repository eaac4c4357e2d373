import type { TermsKind } from '@kickoff/contract';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { QueryState } from '../../../../core/QueryState.js';
import { useTranslation } from '../../../../i18n/react.js';
import { ChevronDownIcon } from '../../../../ui/icons.js';
import { Button, Checkbox, cx, MultilineText } from '../../../../ui/index.js';
import { useTerms } from '../../../help/index.js';
import { useSignupState } from '../../hooks/signup-context.js';
import type { Agreements, SignupMode } from '../../hooks/signup-draft.js';
import { SIGNUP_STEPS, signupPath } from '../../hooks/signup-steps.js';
import { AccountCard } from '../AccountCard.js';
import formStyles from '../Form.module.css';
import styles from './Signup.module.css';
import { SnsHandoffMissing } from './SnsHandoffMissing.js';

type AgreementKey = keyof Agreements;

/** The agreements of spec §2 sign-up: three mandatory terms (with their text from GET /terms) and marketing. */
const ITEMS: { key: AgreementKey; kind: TermsKind | null; mandatory: boolean }[] = [
  { key: 'terms', kind: 'service', mandatory: true },
  { key: 'privacy', kind: 'privacy', mandatory: true },
  { key: 'paid', kind: 'paid', mandatory: true },
  { key: 'marketing', kind: null, mandatory: false },
];

const none: Agreements = { terms: false, privacy: false, paid: false, marketing: false };

/** /account/signup (?sns=1 for the social sign-up): terms agreement, the first step. */
export function TermsStep() {
  const [params] = useSearchParams();
  const mode: SignupMode = params.get('sns') === '1' ? 'sns' : 'email';
  const { sns } = useSignupState();
  if (mode === 'sns' && !sns) return <SnsHandoffMissing />;
  return <TermsForm mode={mode} />;
}

function TermsForm({ mode }: { mode: SignupMode }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { draft, agree } = useSignupState();
  const formId = useId();
  const [values, setValues] = useState<Agreements>(() =>
    draft.mode === mode && draft.completed === null && draft.agreements ? draft.agreements : none,
  );
  const [submitted, setSubmitted] = useState(false);
  const all = ITEMS.every((item) => values[item.key]);
  const missing = ITEMS.filter((item) => item.mandatory && !values[item.key]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const first = missing[0];
    if (first) {
      document.getElementById(`${formId}-${first.key}`)?.focus();
      return;
    }
    agree(mode, values);
    navigate(signupPath(SIGNUP_STEPS[mode][1]!, mode));
  };

  return (
    <AccountCard headingLevel={2} title={t('signup.terms.title')} description={t('signup.terms.description')}>
      <form className={formStyles.form} noValidate onSubmit={submit} data-testid="terms-form">
        <Checkbox
          id={`${formId}-all`}
          autoFocus
          checked={all}
          fieldClassName={styles.allAgree}
          onChange={(event) =>
            setValues(
              event.target.checked ? { terms: true, privacy: true, paid: true, marketing: true } : none,
            )
          }
          label={
            <>
              {t('signup.terms.all')}
              <span className={styles.allAgreeNote}>{t('signup.terms.allNote')}</span>
            </>
          }
        />
        <ul className={styles.terms}>
          {ITEMS.map((item) => (
            <TermsItem
              key={item.key}
              id={`${formId}-${item.key}`}
              item={item}
              checked={values[item.key]}
              onChange={(checked) => setValues((v) => ({ ...v, [item.key]: checked }))}
              error={
                submitted && item.mandatory && !values[item.key] ? t('signup.terms.requiredItem') : undefined
              }
            />
          ))}
        </ul>
        {submitted && missing.length > 0 && (
          <p className={formStyles.alert} role="alert" data-testid="terms-error">
            {t('signup.terms.required')}
          </p>
        )}
        <div className={formStyles.actions}>
          <Button type="submit" size="lg" block>
            {t('common.next')}
          </Button>
        </div>
      </form>
    </AccountCard>
  );
}

interface TermsItemProps {
  id: string;
  item: (typeof ITEMS)[number];
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}

function TermsItem({ id, item, checked, onChange, error }: TermsItemProps) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const panelId = `${id}-text`;
  const name = t(`signup.terms.items.${item.key}`);
  return (
    <li className={styles.term}>
      <div className={styles.termRow}>
        <Checkbox
          id={id}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          error={error}
          label={
            <>
              <span className={cx(styles.tag, !item.mandatory && styles.tagOptional)}>
                {item.mandatory ? t('signup.terms.mandatory') : t('signup.terms.optional')}
              </span>
              {t(`signup.terms.agree.${item.key}`)}
            </>
          }
        />
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? t('signup.terms.hide') : t('signup.terms.show')}
          <span className="visually-hidden">{name}</span>
          <ChevronDownIcon size={16} />
        </button>
      </div>
      {open && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling text must be reachable by keyboard
        <section id={panelId} className={styles.termBody} tabIndex={0} aria-label={name}>
          {item.kind ? (
            <TermsText kind={item.kind} />
          ) : (
            <MultilineText text={t('signup.terms.marketingText')} />
          )}
        </section>
      )}
    </li>
  );
}

/** The text in force of a kind of terms (GET /terms/{kind}). */
function TermsText({ kind }: { kind: TermsKind }) {
  return (
    <QueryState query={useTerms(kind)} minHeight="120px" compact>
      {(terms) => (
        <>
          <h3 className={styles.termTitle}>{terms.title}</h3>
          <MultilineText text={terms.content} />
        </>
      )}
    </QueryState>
  );
}
