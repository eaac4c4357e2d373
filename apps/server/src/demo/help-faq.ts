import { readText } from './content.js';
import { helpCategories } from './help-categories.js';
import type { FaqSeed, L10n } from './help-text.js';

/** One language file of a category: a `# question` line, a blank line, the answer; questions in order. */
function parse(path: string): { question: string; answer: string }[] {
  const text = readText(path);
  if (!text.startsWith('# ')) throw new Error(`demo content ${path}: must start with "# question"`);
  return text
    .slice(2)
    .split('\n\n# ')
    .map((section) => {
      const [question, answer] = section.split(/\n\n([\s\S]*)/);
      if (!question || !answer)
        throw new Error(`demo content ${path}: "${section.slice(0, 40)}" has no answer`);
      return { question, answer };
    });
}

/** The FAQ of help/faq/<category>.<lang>.md, category by category; the three languages agree entry by entry. */
export function helpFaqs(): FaqSeed[] {
  return helpCategories().faq.flatMap(({ key: category }) => {
    const [ja, ko, en] = (['ja', 'ko', 'en'] as const).map((lang) =>
      parse(`help/faq/${category}.${lang}.md`),
    );
    if (ja!.length !== ko!.length || ja!.length !== en!.length) {
      throw new Error(
        `demo content help/faq/${category}.*.md: not the same number of questions in each language`,
      );
    }
    const of = (i: number, key: 'question' | 'answer'): L10n => ({
      ja: ja![i]![key],
      ko: ko![i]![key],
      en: en![i]![key],
    });
    return ja!.map((_, i) => ({ category, question: of(i, 'question'), answer: of(i, 'answer') }));
  });
}
