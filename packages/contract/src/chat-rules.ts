import { LIMITS } from './limits.js';
import { charCount, invalid, VALID, type ValidationResult } from './validation.js';

/**
 * Chat message rules (spec §5, decisions.md): 1–100 characters after trimming, no URLs, no forbidden
 * words. The server checks every message with these before it is broadcast; the web checks the same
 * before sending so the member sees the reason at once.
 */

/**
 * The form text is compared in: NFKC (full-width ＡＢＣ and half-width ｶﾀｶﾅ become ABC and カタカナ,
 * the ideographic space becomes a space), lower-case, with all whitespace removed.
 */
export function normalizeForMatch(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
}

/**
 * Top-level domains recognised in a bare domain (`example.com`, `foo.jp`, `bit.ly/x`): the common
 * generic ones, the region's country codes and those favoured by link shorteners and spam. A fixed list
 * rather than "any letters" so that ordinary text such as `Mr.Smith` or `lol.haha` is not blocked.
 */
const URL_TLDS = (
  'com net org info biz edu gov jp kr cn tw hk us uk eu de fr ru io ly me tv cc co gl gd gg ai to ws ' +
  'xyz top site online shop store app dev page link club live news blog tokyo asia mobi pro vip fun icu tk ml ga cf gq'
).split(' ');

const URL_PATTERNS: readonly RegExp[] = [
  // any scheme: http://, https://, ftp://, and "ttp://"-style evasions
  /[a-z][a-z0-9+.-]*:\/\//,
  // www. at the start of a word
  /(?<![a-z0-9])www\./,
  // bare domain: labels ending in a known TLD not followed by more letters (example.com, bit.ly/x, foo.co.jp)
  new RegExp(`[a-z0-9-]+\\.(?:${URL_TLDS.join('|')})(?![a-z0-9])`),
  // IPv4 address
  /(?<![0-9.])\d{1,3}(?:\.\d{1,3}){3}(?![0-9])/,
];

/**
 * Whether the text contains a link. Checked on the NFKC, lower-case form so full-width `ｈｔｔｐｓ：／／`
 * and `ＥＸＡＭＰＬＥ．ＣＯＭ` are caught too; spaces are kept, so `example. com` in a sentence is not a link.
 */
export function containsUrl(text: string): boolean {
  const normalized = text.normalize('NFKC').toLowerCase();
  return URL_PATTERNS.some((pattern) => pattern.test(normalized));
}

/**
 * The first forbidden word the text contains, or null. Matching ignores case, whitespace and
 * full-width/half-width differences (both sides are compared in `normalizeForMatch` form), so
 * `ＢＡＤ　ｗｏｒｄ` matches the word `badword`. Blank entries of the list are ignored.
 */
export function findForbiddenWord(text: string, forbiddenWords: readonly string[]): string | null {
  const haystack = normalizeForMatch(text);
  if (haystack === '') return null;
  for (const word of forbiddenWords) {
    const needle = normalizeForMatch(word);
    if (needle !== '' && haystack.includes(needle)) return word;
  }
  return null;
}

/** The text a chat message is stored and broadcast as: trimmed. */
export function normalizeChatText(text: string): string {
  return text.trim();
}

/**
 * A chat message: `required` when blank, `maxLength` over 100 characters (after trimming), `chat.url`
 * when it holds a link, `chat.forbidden` (params `{ word }`) when it holds a forbidden word.
 */
export function validateChatText(
  text: string | null | undefined,
  forbiddenWords: readonly string[] = [],
): ValidationResult {
  if (text === null || text === undefined) return invalid('required');
  const message = normalizeChatText(text);
  const { minLength, maxLength } = LIMITS.chat;
  const length = charCount(message);
  if (length === 0) return invalid('required');
  if (length < minLength) return invalid('minLength', { min: minLength });
  if (length > maxLength) return invalid('maxLength', { max: maxLength });
  if (containsUrl(message)) return invalid('chat.url');
  const word = findForbiddenWord(message, forbiddenWords);
  return word === null ? VALID : invalid('chat.forbidden', { word });
}
