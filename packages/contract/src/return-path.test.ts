import { describe, expect, it } from 'vitest';
import { LIMITS } from './limits.js';
import { safeReturnPath } from './return-path.js';

describe('safeReturnPath', () => {
  it.each([
    '/schedule/0',
    '/live?type=live&id=3',
    '/player?type=vod&id=12#t=30',
    '/help/notice/5',
    '/',
    // a path whose first segment has a colon is still a path on this origin
    '/javascript:alert(1)',
    // decoded once only: what is left is a harmless path
    '/%252F%252Fevil.example',
  ])('keeps the same-origin path %s', (url) => expect(safeReturnPath(url)).toBe(url));

  it.each([
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with path', '//evil.example/intro'],
    ['triple slash', '///evil.example'],
    ['backslash', '/\\evil.example'],
    ['leading backslashes', '\\\\evil.example'],
    ['mixed slashes', '/\\/evil.example'],
    ['absolute http', 'http://evil.example'],
    ['absolute https', 'https://evil.example/path'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['scheme-relative-ish', 'https:evil.example'],
    ['relative path', 'schedule/0'],
    ['encoded double slash', '/%2F%2Fevil.example'],
    ['encoded first slash', '%2F%2Fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['encoded backslash pair', '/%5C%5Cevil.example'],
    ['tab inside', '/\t/evil.example'],
    ['newline', '/x\n'],
    ['encoded CRLF', '/x%0D%0ASet-Cookie:a=b'],
    ['encoded NUL', '/x%00'],
    ['line separator', '/x\u2028'],
    ['leading space', ' /schedule'],
    ['dot segment to double slash', '/.//evil.example'],
    ['malformed escape', '/%E0%A4%A'],
    ['empty', ''],
    ['the logout', '/logout'],
    ['the login', '/intro?re=y'],
    ['too long', `/${'a'.repeat(LIMITS.returnPathMax)}`],
    ['tab', '/a\tb'],
    ['newline inside', '/a\nb'],
  ])('refuses %s', (_name, url) => expect(safeReturnPath(url)).toBeNull());

  it('refuses what is not a string', () => {
    for (const value of [null, undefined, 42, ['/x'], { url: '/x' }])
      expect(safeReturnPath(value)).toBeNull();
  });

  it('keeps a path of exactly the longest length', () => {
    const longest = `/${'a'.repeat(LIMITS.returnPathMax - 1)}`;
    expect(safeReturnPath(longest)).toBe(longest);
  });
});
