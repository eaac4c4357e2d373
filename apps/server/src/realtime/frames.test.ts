import { CMD } from '@kickoff/contract';
import { describe, expect, it } from 'vitest';
import { frameOf, payloadOf } from './frames.js';

/** A frame as a client reads it (RFC 6455 §5.2): FIN + text opcode, unmasked, the length, the payload. */
function parse(frame: Buffer) {
  const length7 = (frame[1] as number) & 0x7f;
  const offset = length7 < 126 ? 2 : length7 === 126 ? 4 : 10;
  const length =
    length7 < 126 ? length7 : length7 === 126 ? frame.readUInt16BE(2) : Number(frame.readBigUInt64BE(2));
  return {
    fin: ((frame[0] as number) & 0x80) !== 0,
    opcode: (frame[0] as number) & 0x0f,
    masked: ((frame[1] as number) & 0x80) !== 0,
    length,
    text: frame.subarray(offset).toString(),
    whole: frame.length === offset + length,
  };
}

describe('frameOf: one whole text frame per broadcast', () => {
  it.each([
    ['short (7-bit length)', 'gol!'],
    ['medium (16-bit length)', 'あ'.repeat(100)],
    ['long (64-bit length)', 'x'.repeat(70_000)],
  ])('%s', (_, text) => {
    const message = { cmd: CMD.error, code: text } as const;
    const frame = frameOf(message);
    const read = parse(frame);
    expect(read).toMatchObject({ fin: true, opcode: 1, masked: false, whole: true });
    expect(JSON.parse(read.text)).toEqual(message);
    expect(payloadOf(frame).toString()).toBe(JSON.stringify(message));
  });
});
