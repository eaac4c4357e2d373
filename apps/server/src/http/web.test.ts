import { describe, expect, it } from 'vitest';
import { realtimeUrlOf, testConfig } from '../config.js';
import { withRealtimeMeta } from './web.js';

describe('where the web app finds the realtime socket', () => {
  it('is PUBLIC_URL’s host on REALTIME_PORT (wss behind https), unless REALTIME_PUBLIC_URL says', () => {
    expect(realtimeUrlOf(testConfig({ PUBLIC_URL: 'http://localhost:8080', REALTIME_PORT: 3030 }))).toBe(
      'ws://localhost:3030/',
    );
    expect(realtimeUrlOf(testConfig({ PUBLIC_URL: 'https://kickoff.example', REALTIME_PORT: 443 }))).toBe(
      'wss://kickoff.example:443/',
    );
    expect(realtimeUrlOf(testConfig({ PUBLIC_URL: 'http://[::1]:8080', REALTIME_PORT: 3030 }))).toBe(
      'ws://[::1]:3030/',
    );
    expect(realtimeUrlOf(testConfig({ REALTIME_PUBLIC_URL: 'wss://chat.kickoff.example/socket' }))).toBe(
      'wss://chat.kickoff.example/socket',
    );
  });

  it('is named in index.html’s head, escaped', () => {
    expect(withRealtimeMeta('<html><head><title>x</title></head></html>', 'ws://h:1/?a="b"&c')).toBe(
      '<html><head><title>x</title><meta name="kickoff-realtime" content="ws://h:1/?a=&quot;b&quot;&amp;c"></head></html>',
    );
  });
});
