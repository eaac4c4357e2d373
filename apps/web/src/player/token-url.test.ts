import { describe, expect, it } from 'vitest';
import { tokenOf, withToken } from './token-url.js';

describe('token URLs', () => {
  it('read and replace the token segment of a media URL', () => {
    const url = 'http://x/media/abc.def/vod/demo-1/720p30/seg-00003.m4s';
    expect(tokenOf(url)).toBe('abc.def');
    expect(withToken(url, 'new.tok')).toBe('http://x/media/new.tok/vod/demo-1/720p30/seg-00003.m4s');
    expect(withToken('/media/a.b/live/3/master.m3u8', 'c.d')).toBe('/media/c.d/live/3/master.m3u8');
  });

  it('leave other URLs alone', () => {
    expect(tokenOf('http://x/api/v2/vod/1')).toBeNull();
    expect(withToken('http://x/api/v2/vod/1', 'c.d')).toBe('http://x/api/v2/vod/1');
  });
});
