/** Business constants and limits of spec §9 and decisions.md, in one place for server and web. */
export const LIMITS = {
  apiTimeoutMs: 30_000,
  chunkLoadTimeoutMs: 120_000,
  popupWindow: { width: 1360, height: 721 },
  player: { width: 792, height: 446, volume: 0.5 },
  adsHideMinutes: { vodOrNoService: 10, other: 30 },
  adsPurgeAfterMs: 24 * 60 * 60 * 1000,
  timetableWindowHours: 4,
  searchChartPageItems: 8,
  favoriteTeamsMax: 5,
  favoriteLeaguesMax: 5,
  nickname: { min: 3, max: 10, changeAfterDays: 30, duplicateCheckValidMinutes: 10 },
  password: {
    min: 8,
    max: 32,
    /**
     * Not in the spec: a password typed to be checked, not chosen (login, re-authentication, the current one
     * when changing it) is refused past this many characters, which bounds the hashing work.
     */
    enteredMax: 128,
  },
  name: {
    min: 2,
    max: 15,
    /** Not in the spec: a name typed to be compared with the account's (reactivating a dormant account). */
    enteredMax: 50,
  },
  /** Not in the spec: a phone number as typed (digits, hyphens, spaces …) in any phone field. */
  phoneTypedMax: 20,
  /** RFC 5321: an address is at most 254 characters, its local part at most 64. */
  email: { max: 254, localMax: 64 },
  birthDate: { minAge: 14, maxAge: 130 },
  searchKeywordMax: 30,
  phoneCodesPerDay: 5,
  emailCodesPerDay: 10,
  emailCode: { digits: 6, signupValidMinutes: 10, purchaseValidMinutes: 30, maxWrongTries: 5 },
  popupHideDays: [1, 3, 7] as const,
  pauseMonths: { min: 1, max: 6 },
  breakpoints: { mobile: 768, small: 590 },
  layoutWidth: 1200,
  modalWidth: 374,
  pagination: { pagesPerGroup: 5, itemsPerPage: 10 },
  lazyImage: { preload: 1, attempts: 3, throttleMs: 200 },
  chat: { minLength: 1, maxLength: 100, rateMessages: 5, rateWindowSeconds: 10, rateBlockSeconds: 30 },
  login: { maxFailures: 10, windowMinutes: 15, lockMinutes: 15 },
  teamNameBreakAfter: 7,
  tvKeepAliveMinutes: 5,
  liveDvrHours: 2,
  /** decisions.md: a member without LIVE (or CH) scope watches a non-free live (or a channel) this long. */
  livePreviewSeconds: 180,
  /** The preview clip the pipeline cuts from the start of every source (spec §4 VOD preview). */
  vodPreviewSeconds: 30,
  /**
   * A playback URL's signed token lasts this long (capped at the end of the pass it was signed for);
   * the player asks for fresh playback data before it expires.
   */
  playbackTokenHours: 4,
  /** A timed preview's token outlives the preview by this much (start-up, buffering, a pause). */
  previewTokenMarginSeconds: 120,
  /**
   * Continue watching: a position is kept per member and VOD; one within the last 5 % is finished (off
   * the rail, the next open starts over), one under 10 s not started; the home rail lists 20.
   */
  continueWatching: { finishedRatio: 0.95, minSeconds: 10, railItems: 20 },
  hlsSegmentSeconds: 2,
  livePlaylistSegments: 6,
  inquiry: {
    titleMax: 100,
    bodyMin: 10,
    bodyMax: 2000,
    perDayPerEmail: 10,
    /** Not in the spec: the name an inquiry is signed with (1:1 and partnership), the partner's company. */
    nameMax: 50,
    companyMax: 100,
    /** The partnership inquiry's optional phone: at least this many characters, at most phoneTypedMax. */
    phoneMin: 6,
  },
  /** Not in the spec: the free-text reason given when withdrawing (DELETE /withdraw `detail`). */
  withdrawDetailMax: 500,
  /** decisions.md (numbers): auto-login lasts 30 days; otherwise the server ends a session idle 24 hours. */
  session: { rememberDays: 30, idleHours: 24 },
  /** decisions.md (accounts): a member idle this many days becomes dormant (status 21). */
  dormantAfterDays: 365,
  /** A return target (`url=` of /intro, a provider's `returnTo`) longer than this is dropped. */
  returnPathMax: 2048,
} as const;

/** Origin codes of spec §9: where a member came from. */
export const ORIGIN = { WEB: 1, LG: 4, SAMSUNG: 5 } as const;

export const LOCALES = ['ja', 'ko', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ja';
/**
 * The cookie in which the web app tells the server its interface language (the choice itself is kept in
 * local storage): the pages the server draws (/intro, a member's first screens) are in that language.
 */
export const LANGUAGE_COOKIE = 'kickoff_lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Broadcast types of spec §3. */
export const BROADCAST_TYPE = { LIVE: 100, MAIN: 200, REBROADCAST: 300, RECORDED: 400 } as const;

/** User status codes that drive forced onboarding (spec §4, decisions.md). */
export const USER_STATUS = {
  ACTIVE: 1,
  MUST_CHANGE_PASSWORD: 6,
  MUST_COMPLETE_DETAILS: 11,
  MUST_UPDATE_EMAIL: 12,
  MUST_COMPLETE_DETAILS_SNS: 14,
  DORMANT: 21,
} as const;
