/**
 * Per-IP limits of the account calls (@fastify/rate-limit, kept in Redis when configured), on top of
 * the per-account login lock and the per-address daily code limits. Over the limit: 429 RATE_LIMITED.
 */
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

export const PER_IP = {
  /** POST /login */
  login: perMinute(20),
  /** Re-authentication: POST /validation/password, PUT /change/password */
  password: perMinute(20),
  /** Anything that sends a message or spends a verified code */
  send: perMinute(10),
  /** Code guesses (each code also voids after 5 wrong tries) */
  verify: perMinute(30),
  /** POST /accounts */
  signup: perMinute(10),
  /** Availability checks: POST /email, POST /validation/nickname */
  check: perMinute(30),
} as const;
