import { describe, expect, it } from 'vitest';
import {
  avcCodecOf,
  parseAttributes,
  parseMasterPlaylist,
  parseMediaPlaylist,
  targetDurationOf,
  writeMasterPlaylist,
  writeMediaPlaylist,
} from './playlists.js';

const segments = [
  { uri: 'seg-00001.m4s', duration: 2 },
  { uri: 'seg-00002.m4s', duration: 2 },
  { uri: 'seg-00003.m4s', duration: 0.533333 },
];

describe('media playlist', () => {
  it('writes a complete VOD playlist of fMP4 segments behind init.mp4, relative URIs only', () => {
    const text = writeMediaPlaylist(segments);
    expect(text).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:7',
        '#EXT-X-TARGETDURATION:2',
        '#EXT-X-MEDIA-SEQUENCE:1',
        '#EXT-X-PLAYLIST-TYPE:VOD',
        '#EXT-X-INDEPENDENT-SEGMENTS',
        '#EXT-X-MAP:URI="init.mp4"',
        '#EXTINF:2.000000,',
        'seg-00001.m4s',
        '#EXTINF:2.000000,',
        'seg-00002.m4s',
        '#EXTINF:0.533333,',
        'seg-00003.m4s',
        '#EXT-X-ENDLIST',
        '',
      ].join('\n'),
    );
    expect(parseMediaPlaylist(text)).toEqual({
      targetDuration: 2,
      mediaSequence: 1,
      map: 'init.mp4',
      segments,
      ended: true,
      playlistType: 'VOD',
    });
  });

  it('sets the target duration so every segment rounded to the nearest second fits (RFC 8216 4.3.3.1)', () => {
    expect(targetDurationOf([{ uri: 'a', duration: 2.0001 }])).toBe(2);
    expect(targetDurationOf([{ uri: 'a', duration: 2.5 }])).toBe(3);
    expect(targetDurationOf([{ uri: 'a', duration: 0.2 }])).toBe(1);
  });

  it('reads what ffmpeg writes, and refuses what is not a playlist or a segment without a duration', () => {
    const ffmpeg =
      '#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-TARGETDURATION:2\n#EXT-X-MEDIA-SEQUENCE:1\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXT-X-INDEPENDENT-SEGMENTS\n#EXT-X-MAP:URI="init_2.mp4"\n#EXTINF:2.000000,\nseg-00001.m4s\n#EXT-X-ENDLIST\n';
    expect(parseMediaPlaylist(ffmpeg)).toMatchObject({
      map: 'init_2.mp4',
      segments: [{ uri: 'seg-00001.m4s', duration: 2 }],
    });
    expect(() => parseMediaPlaylist('seg-00001.m4s')).toThrow(/EXTM3U/);
    expect(() => parseMediaPlaylist('#EXTM3U\nseg-00001.m4s\n')).toThrow(/EXTINF/);
    expect(() => writeMediaPlaylist([])).toThrow();
  });
});

describe('master playlist', () => {
  it('lists every rendition with BANDWIDTH, AVERAGE-BANDWIDTH, RESOLUTION, FRAME-RATE and CODECS', () => {
    const text = writeMasterPlaylist([
      {
        uri: '360p30/index.m3u8',
        bandwidth: 1_100_000,
        averageBandwidth: 912_345.4,
        width: 640,
        height: 360,
        frameRate: 30,
        codecs: ['avc1.64001e', 'mp4a.40.2'],
      },
      {
        uri: '1080p60/index.m3u8',
        bandwidth: 7_000_000,
        averageBandwidth: 6_100_000,
        width: 1920,
        height: 1080,
        frameRate: 60,
        codecs: ['avc1.64002a', 'mp4a.40.2'],
      },
    ]);
    expect(text.split('\n').slice(0, 4)).toEqual([
      '#EXTM3U',
      '#EXT-X-VERSION:7',
      '#EXT-X-INDEPENDENT-SEGMENTS',
      '#EXT-X-STREAM-INF:BANDWIDTH=1100000,AVERAGE-BANDWIDTH=912345,RESOLUTION=640x360,FRAME-RATE=30.000,CODECS="avc1.64001e,mp4a.40.2"',
    ]);
    expect(parseMasterPlaylist(text)).toEqual([
      {
        uri: '360p30/index.m3u8',
        attributes: {
          BANDWIDTH: '1100000',
          'AVERAGE-BANDWIDTH': '912345',
          RESOLUTION: '640x360',
          'FRAME-RATE': '30.000',
          CODECS: 'avc1.64001e,mp4a.40.2',
        },
      },
      {
        uri: '1080p60/index.m3u8',
        attributes: {
          BANDWIDTH: '7000000',
          'AVERAGE-BANDWIDTH': '6100000',
          RESOLUTION: '1920x1080',
          'FRAME-RATE': '60.000',
          CODECS: 'avc1.64002a,mp4a.40.2',
        },
      },
    ]);
  });

  it('reads quoted attribute values with commas in them', () => {
    expect(parseAttributes('BANDWIDTH=1,CODECS="a,b",URI="x.mp4"')).toEqual({
      BANDWIDTH: '1',
      CODECS: 'a,b',
      URI: 'x.mp4',
    });
  });
});

describe('avcCodecOf', () => {
  const box = (bytes: number[]) =>
    Uint8Array.from([0, 0, 0, 0, ...Buffer.from('stsd'), 0, 0, 0, 19, ...Buffer.from('avcC'), ...bytes]);

  it('names profile, constraints and level from the avcC box', () => {
    expect(avcCodecOf(box([1, 0x64, 0x00, 0x2a, 0xff]))).toBe('avc1.64002a');
    expect(avcCodecOf(box([1, 0x42, 0xc0, 0x1e, 0xff]))).toBe('avc1.42c01e');
  });

  it('refuses an init segment without H.264', () => {
    expect(() => avcCodecOf(Uint8Array.from(Buffer.from('ftypisom moov')))).toThrow(/avcC/);
  });
});
