import type { DomainEvent } from '@kickoff/contract';
import { describe, expect, it } from 'vitest';
import { createMemoryBus } from './event-bus.js';

const recordingLog = () => {
  const lines: { level: string; message: string; details: object }[] = [];
  return {
    lines,
    warn: (details: object, message: string) => lines.push({ level: 'warn', message, details }),
    error: (details: object, message: string) => lines.push({ level: 'error', message, details }),
  };
};

const ended: DomainEvent = { type: 'session.ended', userId: 7, reason: 'logout', sessionId: 'abc' };

describe('in-process event bus', () => {
  it('delivers an event once to every handler of its type, and to no other', async () => {
    const bus = createMemoryBus(recordingLog());
    const got: string[] = [];
    bus.subscribe('session.ended', (e) => {
      got.push(`a:${e.userId}:${e.reason}`);
    });
    bus.subscribe('session.ended', (e) => {
      got.push(`b:${e.userId}`);
    });
    bus.subscribe('member.changed', () => {
      got.push('member');
    });
    await bus.publish(ended);
    expect(got).toEqual(['a:7:logout', 'b:7']);
  });

  it('stops delivering to a handler once unsubscribed', async () => {
    const bus = createMemoryBus(recordingLog());
    const got: number[] = [];
    const stop = bus.subscribe('pass.changed', (e) => {
      got.push(e.userId);
    });
    await bus.publish({ type: 'pass.changed', userId: 1 });
    stop();
    await bus.publish({ type: 'pass.changed', userId: 2 });
    expect(got).toEqual([1]);
  });

  it('logs a handler that throws or rejects, and still runs the others', async () => {
    const log = recordingLog();
    const bus = createMemoryBus(log);
    const got: string[] = [];
    bus.subscribe('catalogue.changed', () => {
      throw new Error('boom');
    });
    bus.subscribe('catalogue.changed', async () => {
      throw new Error('later boom');
    });
    bus.subscribe('catalogue.changed', () => {
      got.push('ran');
    });
    await expect(bus.publish({ type: 'catalogue.changed' })).resolves.toBeUndefined();
    await new Promise((r) => setTimeout(r, 0));
    expect(got).toEqual(['ran']);
    expect(log.lines.filter((l) => l.level === 'error')).toHaveLength(2);
  });

  it('refuses to publish something that is not a domain event of the contract', async () => {
    const bus = createMemoryBus(recordingLog());
    await expect(bus.publish({ type: 'session.ended', userId: -1, reason: 'logout' })).rejects.toThrow();
    await expect(bus.publish({ type: 'nope' } as unknown as DomainEvent)).rejects.toThrow();
  });
});
