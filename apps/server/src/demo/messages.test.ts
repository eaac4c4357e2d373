import { describe, expect, it } from 'vitest';
import { compileMessages, joinL10n } from './messages.js';

const l10n = (ja: string, ko: string, en: string) => ({ ja, ko, en });
const TEMPLATES = {
  win: l10n('{winner}、{score}で勝利', '{winner}, {score} 승리', '{winner} win {score}'),
  rank: l10n('{rank}位', '{rank}위', '{ordinal}'),
  watch: l10n('見逃し配信', '다시 보기', 'On demand'),
};
const SPEC = { win: ['winner', 'score'], rank: ['rank', 'ordinal'], watch: [] } as const;

describe('demo message templates', () => {
  it('fills named placeholders with one value for every language or one per language', () => {
    const m = compileMessages(TEMPLATES, SPEC, 'test');
    expect(m('win', { winner: l10n('北嶺', '호쿠레이', 'Hokurei'), score: '2-1' })).toEqual(
      l10n('北嶺、2-1で勝利', '호쿠레이, 2-1 승리', 'Hokurei win 2-1'),
    );
    expect(m('rank', { rank: 3, ordinal: '3rd' })).toEqual(l10n('3位', '3위', '3rd'));
    expect(m('watch')).toEqual(TEMPLATES.watch);
  });

  it('fails on load for an unknown or missing message, placeholder or brace', () => {
    const bad = (templates: Record<string, ReturnType<typeof l10n>>) => () =>
      compileMessages({ ...TEMPLATES, ...templates }, SPEC, 'test');
    expect(bad({ extra: l10n('', '', '') })).toThrow('test "extra": unknown message');
    expect(() => compileMessages({ win: TEMPLATES.win }, SPEC, 'test')).toThrow('"rank": no such message');
    expect(bad({ watch: l10n('{team}', '', '') })).toThrow('unknown placeholder {team} in ja');
    expect(bad({ win: l10n('{winner}', '{winner}', '{winner}') })).toThrow('no language uses {score}');
    expect(bad({ watch: l10n('{ oops', '', '') })).toThrow('"{" is not a placeholder');
  });

  it('fails on fill for a placeholder without a value', () => {
    const m = compileMessages(TEMPLATES, SPEC, 'test');
    // @ts-expect-error: the type asks for {ordinal} too; what is tested is the check at run time
    expect(() => m('rank', { rank: 1 })).toThrow('test "rank": no value for {ordinal}');
  });

  it('joins items with a separator per language', () => {
    const items = [l10n('a', 'a', 'a'), l10n('b', 'b', 'b')];
    expect(joinL10n(items, l10n('、', ', ', ', '))).toEqual(l10n('a、b', 'a, b', 'a, b'));
  });
});
