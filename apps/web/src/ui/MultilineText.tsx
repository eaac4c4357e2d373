import { Fragment } from 'react';

/**
 * Plain text with its line breaks shown as <br/>: only React text nodes, so markup in the text is shown
 * as text and never parsed (spec §3: terms line breaks shown as breaks).
 */
export function MultilineText({ text }: { text: string }) {
  return text.split(/\r\n|\r|\n/).map((line, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity of their own and never reorder
    <Fragment key={i}>
      {i > 0 && <br />}
      {line}
    </Fragment>
  ));
}
