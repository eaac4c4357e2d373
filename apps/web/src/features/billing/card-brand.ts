/**
 * A card network as members read it. Providers name the network in lower case (`visa`, `mastercard`,
 * `amex`, `jcb`, `diners`: the sandbox's `brandOf`, like real providers); receipts and my passes print
 * it as on the card. One the list does not know is shown in capitals.
 */
const BRAND_LABELS: Record<string, string> = {
  visa: 'VISA',
  mastercard: 'Mastercard',
  amex: 'American Express',
  jcb: 'JCB',
  diners: 'Diners Club',
  discover: 'Discover',
  unionpay: 'UnionPay',
};

export function cardBrandLabel(brand: string): string {
  const key = brand.trim().toLowerCase();
  return BRAND_LABELS[key] ?? brand.trim().toUpperCase();
}
