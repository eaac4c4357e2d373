import { describe, expect, it, vi } from 'vitest';
import { Translator } from './translator.js';

function translator(language = 'ja') {
  const i18n = new Translator(language, 'ja');
  i18n.addResourceBundle('ja', 'common', { hello: 'こんにちは {{name}}', only: { ja: '日本語だけ' } });
  i18n.addResourceBundle('en', 'common', { hello: 'Hello {{name}}' });
  i18n.addResourceBundle('en', 'shop', {
    items_one: '{{count}} item',
    items_other: '{{count}} items',
    plain: 'Items',
    nested: { deep: { key: 'Deep' } },
  });
  i18n.addResourceBundle('en', 'validation', { email: 'Bad e-mail', 'email.sameAsCurrent': 'Same as now' });
  return i18n;
}

describe('Translator', () => {
  it('finds a key in the bound namespaces, in order, then in Japanese', () => {
    const i18n = translator('en');
    const t = i18n.getFixedT('en', ['shop', 'common']);
    expect(t('plain')).toBe('Items');
    expect(t('hello', { name: 'Ann' })).toBe('Hello Ann');
    expect(t('only.ja')).toBe('日本語だけ');
    expect(t('nested.deep.key')).toBe('Deep');
  });

  it('reads the namespace from `ns:key` and from the ns option', () => {
    const i18n = translator('en');
    expect(i18n.t('shop:plain')).toBe('Items');
    expect(i18n.t('plain', { ns: 'shop' })).toBe('Items');
  });

  it('picks the plural form by the language rules and falls back to the plain key', () => {
    const t = translator('en').getFixedT('en', 'shop');
    expect(t('items', { count: 1 })).toBe('1 item');
    expect(t('items', { count: 3 })).toBe('3 items');
    expect(t('plain', { count: 3 })).toBe('Items');
    // a formatted count only fills the placeholder
    expect(t('items', { count: '1,234', defaultValue: '{{count}}!' })).toBe('1,234!');
  });

  it('finds keys that hold dots (a flat validation.json)', () => {
    const t = translator('en').getFixedT('en', 'validation');
    expect(t('email')).toBe('Bad e-mail');
    expect(t('email.sameAsCurrent')).toBe('Same as now');
  });

  it('leaves a placeholder without a value, and answers the default value or the key when nothing is found', () => {
    const i18n = translator('en');
    expect(i18n.t('hello')).toBe('Hello {{name}}');
    expect(i18n.t('common:missing.key')).toBe('missing.key');
    expect(i18n.t('missing', { defaultValue: 'Fallback {{n}}', n: 2 })).toBe('Fallback 2');
  });

  it('tells its listeners when the language changes, once', async () => {
    const i18n = translator('ja');
    const listener = vi.fn();
    i18n.on('languageChanged', listener);
    const t = await i18n.changeLanguage('en');
    await i18n.changeLanguage('en');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith('en');
    expect(t('hello', { name: 'Bo' })).toBe('Hello Bo');
    expect(i18n.t('hello', { name: 'Bo' })).toBe('Hello Bo');
    i18n.off('languageChanged', listener);
    await i18n.changeLanguage('ja');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
