import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The demo content lives as data in apps/server/demo-content (JSON, and Markdown for long bodies), read at
 * run time; this file is the only one that knows where the folder is.
 */
const ROOT = new URL('../../demo-content/', import.meta.url);

export const contentFile = (path: string): string => fileURLToPath(new URL(path, ROOT));

export const l10nSchema = z.strictObject({ ja: z.string(), ko: z.string(), en: z.string() });

const parsed = new Map<string, unknown>();

/** A JSON file of the demo content, checked against its schema once; a malformed file fails with its name. */
export function readContent<S extends z.ZodType>(path: string, schema: S): z.output<S> {
  if (!parsed.has(path)) {
    const file = contentFile(path);
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`demo content ${file}: ${error instanceof Error ? error.message : error}`);
    }
    const result = schema.safeParse(data);
    if (!result.success) throw new Error(`demo content ${file}:\n${z.prettifyError(result.error)}`);
    parsed.set(path, result.data);
  }
  return parsed.get(path) as z.output<S>;
}

/** A text file of the demo content (Markdown), without the newline that ends the file. */
export function readText(path: string): string {
  const file = contentFile(path);
  const text = readFileSync(file, 'utf8');
  if (!text.endsWith('\n') || text.endsWith('\n\n')) {
    throw new Error(`demo content ${file}: must end with exactly one newline`);
  }
  return text.slice(0, -1);
}
