import { describe, expect, it } from 'vitest';
import { isReservedNickname, nicknameKey } from './nickname.service.js';

describe('reserved nicknames', () => {
  it('refuse the service and staff words anywhere, in any case or width', () => {
    for (const nickname of [
      'admin',
      'ADMIN2',
      'myAdmin',
      'ＡＤＭＩＮ',
      'Operator7',
      'kickoff',
      '運営',
      '公式ファン',
      '管理者です',
      '운영자',
    ]) {
      expect(isReservedNickname(nickname), nickname).toBe(true);
    }
  });

  it('let ordinary nicknames through', () => {
    for (const nickname of ['ゴール太郎', 'striker9', 'みさきFC', '축구왕', 'supporter']) {
      expect(isReservedNickname(nickname), nickname).toBe(false);
    }
  });

  it('compare NFC and lower-case', () => {
    expect(nicknameKey('Ｇｏａｌ')).toBe('ｇｏａｌ');
    expect(nicknameKey('か\u3099か')).toBe('がか');
    expect(nicknameKey('Striker')).toBe(nicknameKey('striker'));
  });
});
