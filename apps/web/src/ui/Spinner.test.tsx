import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingBlock, Spinner } from './Spinner.js';

describe('Spinner and LoadingBlock', () => {
  it('announce loading as a status', () => {
    render(<Spinner />);
    expect(screen.getByRole('status').textContent).toBe('読み込み中…');
  });

  it('take a custom label', () => {
    render(
      <>
        <Spinner label="送信中" />
        <LoadingBlock label="試合を読み込んでいます" />
      </>,
    );
    const [spinner, block] = screen.getAllByRole('status');
    expect(spinner?.textContent).toBe('送信中');
    expect(block?.textContent).toBe('試合を読み込んでいます');
  });

  it('LoadingBlock keeps a minimum height so the page does not jump', () => {
    render(<LoadingBlock minHeight="50vh" />);
    expect(screen.getByRole('status').style.minHeight).toBe('50vh');
  });
});
