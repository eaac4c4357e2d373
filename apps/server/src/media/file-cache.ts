import { readFile, stat } from 'node:fs/promises';
import { answerOf, type MediaAnswer } from './answer.js';

/**
 * The ladder files the origin serves (segments, init segments, playlists, thumbnails) and the live
 * segments made from them, held in memory as ready answers, least recently used dropped first once `maxBytes` is reached. A file over an
 * eighth of the budget is answered but not kept. Concurrent misses of one file read it once.
 *
 * The ETag is the file's size and modification time (as nginx makes it), so that instances serving
 * the same files answer the same ETag without hashing every segment.
 */
export interface FileCache {
  /** The answer if held: the hot path, synchronous. */
  peek(path: string): MediaAnswer | undefined;
  /** Reads the file if not held; null when it does not exist. */
  load(path: string, type: string, cacheControl: string): Promise<MediaAnswer | null>;
  /** Holds an answer made from files (a retimed live segment) under a key of its own. */
  keep(key: string, answer: MediaAnswer): void;
  readonly bytes: number;
}

const MISSING = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

export function createFileCache(maxBytes: number): FileCache {
  const held = new Map<string, MediaAnswer>();
  const reading = new Map<string, Promise<MediaAnswer | null>>();
  let bytes = 0;

  const keep = (path: string, answer: MediaAnswer) => {
    if (answer.body.length > maxBytes / 8) return;
    const old = held.get(path);
    if (old) {
      held.delete(path);
      bytes -= old.body.length;
    }
    held.set(path, answer);
    bytes += answer.body.length;
    for (const [oldest, old] of held) {
      if (bytes <= maxBytes) break;
      held.delete(oldest);
      bytes -= old.body.length;
    }
  };

  const read = async (path: string, type: string, cacheControl: string): Promise<MediaAnswer | null> => {
    try {
      const info = await stat(path);
      if (!info.isFile()) return null;
      const body = await readFile(path);
      const etag = `"${Math.floor(info.mtimeMs).toString(16)}-${body.length.toString(16)}"`;
      const answer = answerOf(body, type, cacheControl, etag);
      keep(path, answer);
      return answer;
    } catch (error) {
      if (MISSING.has((error as NodeJS.ErrnoException).code ?? '')) return null;
      throw error;
    }
  };

  return {
    peek(path) {
      const answer = held.get(path);
      if (answer) {
        // most recently used goes last
        held.delete(path);
        held.set(path, answer);
      }
      return answer;
    },
    load(path, type, cacheControl) {
      const hit = this.peek(path);
      if (hit) return Promise.resolve(hit);
      let pending = reading.get(path);
      if (!pending) {
        pending = read(path, type, cacheControl).finally(() => reading.delete(path));
        reading.set(path, pending);
      }
      return pending;
    },
    keep,
    get bytes() {
      return bytes;
    },
  };
}
