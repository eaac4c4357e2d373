import { describe, expect, it } from 'vitest';
import { artMark } from './format.js';

describe('artMark', () => {
  it('is the first word of the title', () => {
    expect(artMark('ネオリーグ・タクティクスラボ')).toBe('ネオリーグ');
    expect(artMark('KICKOFF WEEKLY')).toBe('KICKOFF');
    expect(artMark('監督が語る前半戦')).toBe('監督が語る前半戦');
    expect(artMark('・')).toBe('・');
  });
});
