/**
 * Safe text: the rule every string the API accepts follows, written once. A string is unsafe when it
 * holds a NUL (U+0000: PostgreSQL refuses it in text, and it cuts C strings short) or a lone UTF-16
 * surrogate (half of a pair: no character at all, and it cannot be encoded as UTF-8). The server applies
 * the rule to every decoded input before any schema, so no single schema has to repeat it.
 */
export function hasUnsafeText(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    if (unit === 0) return true;
    if (unit < 0xd800 || unit > 0xdfff) continue;
    // a high surrogate followed by a low one is a pair; any other surrogate stands alone
    const next = value.charCodeAt(i + 1);
    if (unit > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return true;
    i++;
  }
  return false;
}

/** What a request field holding unsafe text is told (the `fields` entry of a VALIDATION_FAILED). */
export const UNSAFE_TEXT_MESSAGE = 'must not contain NUL characters or unpaired surrogates';

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | null;
}

const pathOf = (visit: Visit): string => {
  const keys: string[] = [];
  for (let v: Visit | null = visit; v?.parent; v = v.parent) keys.push(v.key);
  return keys.reverse().join('.');
};

/**
 * The dotted path (`items.0.name`) of the first string in a decoded value (JSON, query, params) that
 * holds unsafe text, an object key included; `''` when the value itself is such a string; null when
 * all is safe. Walks with its own stack, so a deeply nested body cannot overflow the call stack.
 */
export function findUnsafeText(value: unknown): string | null {
  const pending: Visit[] = [{ value, key: '', parent: null }];
  for (let visit = pending.pop(); visit !== undefined; visit = pending.pop()) {
    const current = visit.value;
    if (typeof current === 'string') {
      if (hasUnsafeText(current)) return pathOf(visit);
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    const entries = Array.isArray(current) ? current.entries() : Object.entries(current);
    const children: Visit[] = [];
    for (const [key, child] of entries) {
      const childVisit = { value: child, key: String(key), parent: visit };
      if (typeof key === 'string' && hasUnsafeText(key)) return pathOf(childVisit);
      children.push(childVisit);
    }
    // last first, so the first field in the input is the first one reported (no spread: a wide array
    // would overflow the arguments of push)
    for (let i = children.length - 1; i >= 0; i--) pending.push(children[i] as Visit);
  }
  return null;
}
