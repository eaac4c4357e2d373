import { describe, expect, it } from 'vitest';
import { cardBrandLabel } from './card-brand.js';

describe('cardBrandLabel', () => {
  it("prints the provider's lower-case networks as on the card", () => {
    expect(cardBrandLabel('visa')).toBe('VISA');
    expect(cardBrandLabel('mastercard')).toBe('Mastercard');
    expect(cardBrandLabel('amex')).toBe('American Express');
    expect(cardBrandLabel('jcb')).toBe('JCB');
    expect(cardBrandLabel('diners')).toBe('Diners Club');
  });

  it('takes any case, and shows a network it does not know in capitals', () => {
    expect(cardBrandLabel('VISA')).toBe('VISA');
    expect(cardBrandLabel('unknown')).toBe('UNKNOWN');
  });
});
