import { describe, expect, it } from 'vitest';
import { thumbnailSprite, thumbnailsVtt, vttTime } from './thumbnails.js';

describe('thumbnail sprite and its WebVTT track', () => {
  it('lays thumbnails out in rows of ten', () => {
    expect(thumbnailSprite(12)).toEqual({
      everySeconds: 5,
      count: 12,
      columns: 10,
      rows: 2,
      width: 160,
      height: 90,
    });
    expect(thumbnailSprite(3)).toMatchObject({ columns: 3, rows: 1 });
    expect(() => thumbnailSprite(0)).toThrow();
  });

  it('writes one cue per thumbnail pointing into the sprite, the last ending with the video', () => {
    const vtt = thumbnailsVtt(thumbnailSprite(12), 57.5);
    const cues = vtt.split('\n\n');
    expect(cues[0]).toBe('WEBVTT');
    expect(cues).toHaveLength(13);
    expect(cues[1]).toBe('00:00:00.000 --> 00:00:05.000\nthumbs.jpg#xywh=0,0,160,90');
    expect(cues[10]).toBe('00:00:45.000 --> 00:00:50.000\nthumbs.jpg#xywh=1440,0,160,90');
    expect(cues[11]).toBe('00:00:50.000 --> 00:00:55.000\nthumbs.jpg#xywh=0,90,160,90');
    expect(cues[12]).toBe('00:00:55.000 --> 00:00:57.500\nthumbs.jpg#xywh=160,90,160,90\n');
  });

  it('writes WebVTT times', () => {
    expect(vttTime(0)).toBe('00:00:00.000');
    expect(vttTime(3725.0404)).toBe('01:02:05.040');
  });
});
