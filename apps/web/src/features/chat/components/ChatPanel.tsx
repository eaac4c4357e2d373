import { type ChatMessage, type ChatState, formatDateTime, isLocale } from '@kickoff/contract';
import { useCallback, useMemo, useState } from 'react';
import { errorMessage } from '../../../core/error-message.js';
import { useRealtimeStatus } from '../../../core/realtime/index.js';
import { useSession } from '../../../core/use-session.js';
import { useTranslation } from '../../../i18n/react.js';
import { programTime as playerProgramTime, useProgramTime } from '../../../player/program-time.js';
import { cx } from '../../../ui/cx.js';
import { AlertIcon, ChatIcon, ClockIcon, InfoIcon, LockIcon, UserIcon } from '../../../ui/icons.js';
import { Button, ButtonLink, Spinner, useToast } from '../../../ui/index.js';
import { useBlacklist } from '../api/use-blacklist.js';
import { useChatInfo } from '../api/use-chat-info.js';
import { useChatProfile } from '../api/use-chat-profile.js';
import { useChatSettings } from '../hooks/chat-settings.js';
import { filterMessages, syncMessages } from '../hooks/sync.js';
import { useChatRoom } from '../hooks/use-chat-room.js';
import { useSecondsLeft } from '../hooks/use-seconds-left.js';
import { ChatComposer } from './ChatComposer.js';
import type { ReportReason } from './ChatMessageItem.js';
import { ChatMessageList } from './ChatMessageList.js';
import { ChatNicknameDialog } from './ChatNicknameDialog.js';
import styles from './ChatPanel.module.css';
import { ChatRulesDialog } from './ChatRulesDialog.js';
import { ChatSettingsMenu } from './ChatSettingsMenu.js';

/** Where a member without a pass goes: writing needs one (spec §6), reading does not. */
const PURCHASE_PATH = '/purchase';

/**
 * The live chat beside the player (below it on a phone): the room of this live over the realtime
 * socket, its state, the messages in step with the video, and the way to write — or why the member
 * cannot yet and what to do about it (spec §4: rules agreed, a nickname, a nonzero write role).
 */
export function ChatPanel({ liveId, className }: { liveId: number; className?: string }) {
  const { t, i18n } = useTranslation(['chat', 'errors']);
  const locale = isLocale(i18n.language) ? i18n.language : 'ja';
  const toast = useToast();
  const { data: user } = useSession();
  const ownUserId = user?.userId ?? null;
  const { room, client, joinError, send } = useChatRoom(liveId);
  const info = useChatInfo(liveId);
  const profile = useChatProfile();
  const blacklist = useBlacklist();
  const status = useRealtimeStatus(client);
  const [settings, setSettings] = useChatSettings();
  const program = useProgramTime();

  const chatInfo = room.info ?? info.data ?? null;
  const state: ChatState | null = room.state ?? chatInfo?.state ?? null;
  const blocked = profile.data?.blocked ?? [];

  const visible = useMemo(
    () => filterMessages(room.messages, { blocked, hideNotices: settings.hideNotices }),
    [room.messages, blocked, settings.hideNotices],
  );
  const { shown, held } = useMemo(
    () => syncMessages(visible, { programTime: program, enabled: settings.sync, ownUserId }),
    [visible, program, settings.sync, ownUserId],
  );

  const sendText = useCallback(
    (text: string) => {
      const at = playerProgramTime.get();
      return send(text, at === null ? undefined : new Date(at).toISOString());
    },
    [send],
  );

  const onReport = useCallback(
    (message: ChatMessage, reason: ReportReason) => {
      blacklist.mutate(
        { action: 'report', liveId, messageId: message.id, reason, block: true },
        {
          onSuccess: () => toast.success(t('menu.done', { nickname: message.nickname ?? t('member') })),
          onError: (error) => toast.error(errorMessage(error, t)),
        },
      );
    },
    [blacklist, liveId, toast, t],
  );

  const unblockAll = () => {
    for (const userId of blocked) blacklist.mutate({ action: 'unblock', userId });
  };

  const header = (
    <header className={styles.head}>
      <ChatIcon size={18} className={styles.headIcon} />
      <h2 className={styles.title}>{t('title')}</h2>
      {chatInfo && state !== 'none' && state !== 'notCreated' && (
        <span className={styles.viewers} data-testid="chat-viewers">
          <UserIcon size={14} />
          {t('viewers', { count: chatInfo.viewers })}
        </span>
      )}
      <ChatSettingsMenu
        settings={settings}
        onChange={setSettings}
        blockedCount={blocked.length}
        onUnblockAll={unblockAll}
      />
    </header>
  );

  let body: React.ReactNode;
  if (state === 'none' || state === 'notCreated') {
    body =
      state === 'none' ? (
        <StateCard
          state="none"
          icon={<InfoIcon size={28} />}
          title={t('state.none.title')}
          text={t('state.none.text')}
        />
      ) : (
        <StateCard
          state="notCreated"
          icon={<ClockIcon size={28} />}
          title={t('state.notCreated.title')}
          text={t('state.notCreated.text', {
            time: chatInfo ? formatDateTime(chatInfo.opensAt, locale) : '',
          })}
        />
      );
  } else if (joinError) {
    body = (
      <StateCard
        state="error"
        icon={<AlertIcon size={28} />}
        title={t('state.error.title')}
        text={t(`errors:${joinError}`, { defaultValue: t('state.error.text') })}
      />
    );
  } else if (!room.joined) {
    body = (
      <div className={styles.loading} role="status">
        <Spinner />
        <span>{t(status === 'waiting' ? 'status.waiting' : 'status.connecting')}</span>
      </div>
    );
  } else {
    body = (
      <>
        {status === 'waiting' && (
          <p className={styles.reconnecting} role="status">
            {t('status.waiting')}
          </p>
        )}
        <ChatMessageList
          messages={shown}
          ownUserId={ownUserId}
          held={held}
          blurred={settings.blur}
          onUnblur={() => setSettings({ blur: false })}
          onShowAll={() => setSettings({ sync: false })}
          onReport={onReport}
        />
        <footer className={styles.foot}>
          {state === 'open' ? (
            <WriteArea
              userId={ownUserId}
              forbiddenWords={chatInfo?.forbiddenWords ?? []}
              send={sendText}
              onStandingRefused={() => void profile.refetch()}
              profile={profile}
            />
          ) : (
            <StateNote state={state} />
          )}
        </footer>
      </>
    );
  }

  return (
    <section
      className={cx(styles.panel, className)}
      aria-label={t('title')}
      data-testid="chat-panel"
      data-state={state ?? 'loading'}
    >
      {header}
      {body}
    </section>
  );
}

/** Paused, stopped by the operator, ended: the messages stay readable, the input gives way to this. */
function StateNote({ state }: { state: ChatState | null }) {
  const { t } = useTranslation('chat');
  if (state !== 'paused' && state !== 'stopped' && state !== 'ended') return null;
  return (
    <div
      className={cx(styles.note, styles[`note_${state}`])}
      role="status"
      data-testid={`chat-state-${state}`}
    >
      <p className={styles.noteTitle}>{t(`state.${state}.title`)}</p>
      <p className={styles.noteText}>{t(`state.${state}.text`)}</p>
    </div>
  );
}

function StateCard({
  state,
  icon,
  title,
  text,
}: {
  state: string;
  icon: React.ReactNode;
  title: string;
  text: string;
}) {
  return (
    <div className={styles.stateCard} data-testid={`chat-state-${state}`}>
      <span className={styles.stateIcon}>{icon}</span>
      <p className={styles.stateTitle}>{title}</p>
      <p className={styles.stateText}>{text}</p>
    </div>
  );
}

type Dialog = 'rules' | 'nickname' | null;

/**
 * Who may write (spec §4): rules agreed, a nickname, a nonzero write role; banned and muted members
 * are told so. Each missing step shows why and the way forward.
 */
function WriteArea({
  userId,
  forbiddenWords,
  send,
  onStandingRefused,
  profile,
}: {
  userId: number | null;
  forbiddenWords: readonly string[];
  send: (text: string) => ReturnType<React.ComponentProps<typeof ChatComposer>['send']>;
  onStandingRefused: () => void;
  profile: ReturnType<typeof useChatProfile>;
}) {
  const { t } = useTranslation(['chat', 'errors', 'common']);
  const toast = useToast();
  const [dialog, setDialog] = useState<Dialog>(null);
  const standing = profile.data;
  const mutedUntil = standing?.mutedUntil ? Date.parse(standing.mutedUntil) : null;
  const mutedLeft = useSecondsLeft(mutedUntil);

  if (profile.isPending) {
    return (
      <div className={styles.gateLoading} role="status">
        <Spinner size="sm" />
      </div>
    );
  }
  if (!standing) {
    return (
      <Gate
        icon={<AlertIcon size={20} />}
        title={t('state.error.title')}
        text={t('state.error.text')}
        testId="chat-gate-error"
      >
        <Button size="sm" variant="secondary" onClick={() => void profile.refetch()}>
          {t('common:retry')}
        </Button>
      </Gate>
    );
  }
  if (standing.banned || standing.writeRoleReason === 'banned') {
    return (
      <Gate
        icon={<LockIcon size={20} />}
        title={t('errors:CHAT_BANNED')}
        text={t('banned')}
        testId="chat-gate-banned"
      />
    );
  }
  if (standing.writeRole === 0) {
    return (
      <Gate
        icon={<LockIcon size={20} />}
        title={t('gate.pass.title')}
        text={t('gate.pass.text')}
        testId="chat-gate-pass"
      >
        <ButtonLink to={PURCHASE_PATH} size="sm">
          {t('gate.pass.cta')}
        </ButtonLink>
      </Gate>
    );
  }
  const dialogs = (
    <>
      {dialog === 'rules' && (
        <ChatRulesDialog
          onClose={() => setDialog(null)}
          onAgreed={() => setDialog(standing.nickname ? null : 'nickname')}
        />
      )}
      {dialog === 'nickname' && userId !== null && (
        <ChatNicknameDialog
          userId={userId}
          onClose={() => setDialog(null)}
          onDone={(nickname) => {
            setDialog(null);
            toast.success(t('nickname.done', { nickname }));
          }}
        />
      )}
    </>
  );
  if (!standing.rulesAgreed) {
    return (
      <Gate
        icon={<InfoIcon size={20} />}
        title={t('gate.rules.title')}
        text={t('gate.rules.text')}
        testId="chat-gate-rules"
      >
        <Button size="sm" onClick={() => setDialog('rules')} data-testid="chat-open-rules">
          {t('gate.rules.cta')}
        </Button>
        {dialogs}
      </Gate>
    );
  }
  if (!standing.nickname) {
    return (
      <Gate
        icon={<UserIcon size={20} />}
        title={t('gate.nickname.title')}
        text={t('gate.nickname.text')}
        testId="chat-gate-nickname"
      >
        <Button size="sm" onClick={() => setDialog('nickname')} data-testid="chat-open-nickname">
          {t('gate.nickname.cta')}
        </Button>
        {dialogs}
      </Gate>
    );
  }
  if (mutedLeft > 0 && standing.mutedUntil) {
    return (
      <Gate
        icon={<ClockIcon size={20} />}
        title={t('errors:CHAT_MUTED')}
        text={t('muted', { time: formatTimeOf(standing.mutedUntil) })}
        testId="chat-gate-muted"
      />
    );
  }
  return <ChatComposer forbiddenWords={forbiddenWords} send={send} onStandingRefused={onStandingRefused} />;
}

/** 'HH:mm' (Tokyo) when the mute ends today, 'YYYY.MM.DD HH:mm' otherwise (a mute lasts up to a day). */
function formatTimeOf(iso: string): string {
  const text = formatDateTime(iso);
  const today = formatDateTime(new Date()).slice(0, 10);
  return text.startsWith(today) ? text.slice(11) : text;
}

function Gate({
  icon,
  title,
  text,
  children,
  testId,
}: {
  icon: React.ReactNode;
  title: string;
  text: string;
  children?: React.ReactNode;
  testId: string;
}) {
  return (
    <div className={styles.gate} data-testid={testId}>
      <span className={styles.gateIcon}>{icon}</span>
      <div className={styles.gateBody}>
        <p className={styles.gateTitle}>{title}</p>
        <p className={styles.gateText}>{text}</p>
        {children && <div className={styles.gateActions}>{children}</div>}
      </div>
    </div>
  );
}
