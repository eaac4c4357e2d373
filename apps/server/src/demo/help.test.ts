import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../clock.js';
import { type Database, type DatabaseHandle, openDatabase } from '../db/client.js';
import {
  attachments,
  events,
  faqCategories,
  faqs,
  type LocalizedText,
  noticeCategories,
  notices,
  terms,
} from '../db/schema/index.js';
import { seedHelp } from './help.js';
import { pdfDocument } from './help-assets.js';

const NOW = new Date('2026-11-23T03:00:00Z');
const DAY = 86_400_000;

let handle: DatabaseHandle;
let summary: string;

beforeAll(async () => {
  handle = await openDatabase({ memory: true });
  await handle.migrate();
  const clock = fixedClock(NOW);
  summary = await handle.db.transaction((tx) => seedHelp({ db: tx as unknown as Database, clock }));
}, 60_000);

afterAll(() => handle.close());

function groupBy<T>(items: T[], key: (item: T) => string): Record<string, T[] | undefined> {
  const groups: Record<string, T[]> = {};
  for (const item of items) {
    const k = key(item);
    groups[k] = [...(groups[k] ?? []), item];
  }
  return groups;
}

/** Every language present and non-empty, and no template slip such as "undefined" or "NaN". */
function expectComplete(text: LocalizedText | null, where: string) {
  expect(text, where).not.toBeNull();
  for (const lang of ['ja', 'ko', 'en'] as const) {
    const value = text?.[lang];
    expect(value?.trim(), `${where}.${lang}`).toBeTruthy();
    expect(value, `${where}.${lang}`).not.toMatch(/undefined|NaN|\[object /);
  }
}

/** Checks that the cross-reference table points at each object and startxref at the table. */
function checkPdf(pdf: Buffer) {
  const text = pdf.toString('latin1');
  expect(text.startsWith('%PDF-1.4\n')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 5)).toBe('xref\n');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref)) ?? [];
  expect(Number(first)).toBe(0);
  const entriesAt = startxref + `xref\n0 ${count}\n`.length;
  for (let n = 0; n < Number(count); n++) {
    const entry = text.slice(entriesAt + n * 20, entriesAt + (n + 1) * 20);
    expect(entry).toMatch(/^\d{10} \d{5} [fn] \n$/);
    if (n === 0) continue;
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset).startsWith(`${n} 0 obj\n`), `object ${n} at ${offset}`).toBe(true);
  }
  const stream = /<< \/Length (\d+) >>\nstream\n/.exec(text);
  const streamStart = (stream?.index ?? 0) + (stream?.[0].length ?? 0);
  expect(text.slice(streamStart + Number(stream?.[1]), streamStart + Number(stream?.[1]) + 10)).toBe(
    '\nendstream',
  );
}

/** A cheap well-formedness check: every element that opens is closed in order. */
function expectBalancedXml(svg: string, where: string) {
  const stack: string[] = [];
  for (const [, close, name, selfClose] of svg.matchAll(/<(\/?)([a-zA-Z]+)\b[^>]*?(\/?)>/g)) {
    if (selfClose) continue;
    if (close) expect(stack.pop(), where).toBe(name);
    else stack.push(name!);
  }
  expect(stack, where).toEqual([]);
  expect(svg.replace(/&(amp|lt|gt|quot|apos);/g, ''), where).not.toContain('&');
}

describe('help demo content', () => {
  it('reports what it seeded in one line', () => {
    expect(summary).toMatch(
      /^\d+ notices \(\d+ with files\), \d+ events, \d+ FAQs, 7 terms, \d+ attachments$/,
    );
  });

  it('has enough of everything to page through, with every text in ja, ko and en', async () => {
    const db = handle.db;
    const [cats, rows, evs, faqCats, faqRows, termRows] = await Promise.all([
      db.select().from(noticeCategories),
      db.select().from(notices),
      db.select().from(events),
      db.select().from(faqCategories),
      db.select().from(faqs),
      db.select().from(terms),
    ]);
    expect(cats.length).toBeGreaterThanOrEqual(5);
    expect(rows.length).toBeGreaterThanOrEqual(36);
    expect(Math.ceil(rows.length / 10)).toBeGreaterThanOrEqual(4);
    expect(new Set(rows.map((r) => r.categoryId)).size).toBe(cats.length);
    expect(evs.length).toBeGreaterThanOrEqual(12);
    expect(faqCats.length).toBeGreaterThanOrEqual(6);
    expect(faqRows.length).toBeGreaterThanOrEqual(30);
    expect(new Set(faqRows.map((r) => r.categoryId)).size).toBe(faqCats.length);
    expect(termRows).toHaveLength(7);

    for (const c of [...cats, ...faqCats]) expectComplete(c.name, `category ${c.key}`);
    for (const n of rows) {
      expectComplete(n.title, `notice ${n.id} title`);
      expectComplete(n.content, `notice ${n.id} content`);
      expect(n.content.ja.split('\n').length, `notice ${n.id} has paragraphs`).toBeGreaterThan(3);
      for (const a of [...n.images, ...n.files]) expectComplete(a.name, `notice ${n.id} file ${a.id}`);
    }
    for (const e of evs) {
      for (const field of ['title', 'summary', 'content'] as const)
        expectComplete(e[field], `event ${e.id} ${field}`);
      if (e.winners) expectComplete(e.winners, `event ${e.id} winners`);
      for (const a of [...e.images, ...e.files]) expectComplete(a.name, `event ${e.id} file ${a.id}`);
    }
    for (const f of faqRows) {
      expectComplete(f.question, `faq ${f.id} question`);
      expectComplete(f.answer, `faq ${f.id} answer`);
    }
    for (const r of termRows) {
      expectComplete(r.title, `terms ${r.id} title`);
      expectComplete(r.content, `terms ${r.id} content`);
      expect(r.content.ja).toContain('第1条');
      expect(r.content.ko).toContain('제1조');
      expect(r.content.en).toContain('Article 1');
    }
  });

  it('dates notices over the last ten months, newest a day or two ago, with pinned ones', async () => {
    const rows = await handle.db.select().from(notices);
    const ages = rows.map((r) => (NOW.getTime() - r.publishedAt.getTime()) / DAY);
    expect(Math.min(...ages)).toBeGreaterThan(0);
    expect(Math.min(...ages)).toBeLessThan(2);
    expect(Math.max(...ages)).toBeGreaterThan(240);
    expect(Math.max(...ages)).toBeLessThan(320);
    expect(rows.filter((r) => r.pinned && r.published).length).toBeGreaterThanOrEqual(3);
    const byId = [...rows].sort((a, b) => a.id - b.id).map((r) => r.publishedAt.getTime());
    expect(byId).toEqual([...byId].sort((a, b) => a - b));
  });

  it('attaches SVG images, a valid PDF and a CSV with a byte order mark to notices', async () => {
    const rows = await handle.db.select().from(notices);
    const files = await handle.db.select().from(attachments);
    const byId = new Map(files.map((f) => [f.id, f]));
    const withFiles = rows.filter((r) => r.images.length + r.files.length > 0);
    expect(withFiles.length).toBeGreaterThanOrEqual(4);

    const attached = withFiles.flatMap((r) => [...r.images, ...r.files]).map((a) => byId.get(a.id)!);
    const kinds = new Set(attached.map((a) => a.mimeType));
    expect([...kinds].sort()).toEqual(['application/pdf', 'image/svg+xml', 'text/csv']);

    for (const f of files) {
      expect(f.size, f.name).toBe(f.content.length);
      const ext = { 'application/pdf': '.pdf', 'image/svg+xml': '.svg', 'text/csv': '.csv' }[f.mimeType];
      expect(f.name.endsWith(ext ?? '?'), f.name).toBe(true);
      if (f.mimeType === 'application/pdf') checkPdf(f.content);
      if (f.mimeType === 'text/csv') {
        expect([...f.content.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        const lines = f.content.toString('utf8').slice(1).trimEnd().split('\r\n');
        expect(lines.length).toBeGreaterThan(2);
        expect(new Set(lines.map((line) => line.split(',').length)).size).toBe(1);
      }
      if (f.mimeType === 'image/svg+xml') {
        const svg = f.content.toString('utf8');
        expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="\d+" height="\d+"/);
        expectBalancedXml(svg, f.name);
      }
    }
    const banners = files.filter((f) =>
      f.content
        .toString('utf8')
        .startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="500"'),
    );
    expect(banners.length).toBeGreaterThanOrEqual(3);
  });

  it('writes PDF cross-reference offsets that point at their objects, whatever the text', () => {
    checkPdf(pdfDocument('Plain text with (parentheses), a backslash \\ and non-ASCII: 日本語'));
  });

  it('has upcoming, ongoing and ended events, and winners only after an event ended', async () => {
    const evs = await handle.db.select().from(events);
    const status = (e: (typeof evs)[number]) =>
      NOW < e.startAt ? 'upcoming' : NOW > e.endAt ? 'ended' : 'ongoing';
    const counts = groupBy(evs, status);
    expect(counts.upcoming?.length).toBeGreaterThanOrEqual(2);
    expect(counts.ongoing?.length).toBeGreaterThanOrEqual(2);
    expect(counts.ended?.length).toBeGreaterThanOrEqual(6);
    for (const e of evs) {
      expect(e.thumbnailId, `event ${e.id} thumbnail`).not.toBeNull();
      expect(e.startAt < e.endAt).toBe(true);
      expect(e.createdAt <= NOW).toBe(true);
      if (e.winnersAnnouncedAt) {
        expect(e.winners).not.toBeNull();
        expect(e.winnersAnnouncedAt > e.endAt).toBe(true);
        expect(e.winnersAnnouncedAt <= NOW).toBe(true);
      }
    }
    const announced = evs.filter((e) => e.winnersAnnouncedAt);
    expect(announced.length).toBeGreaterThanOrEqual(5);
    expect(announced.some((e) => e.winners?.ja.includes('@example.com 様'))).toBe(true);
    expect(counts.ended?.some((e) => !e.winnersAnnouncedAt)).toBe(true);
  });

  it('keeps two versions of the service terms and privacy policy, the current one from two months ago', async () => {
    const rows = await handle.db.select().from(terms);
    const kinds = groupBy(rows, (r) => r.kind);
    expect(Object.keys(kinds).sort()).toEqual(['paid', 'policy', 'privacy', 'service', 'youth']);
    for (const kind of ['privacy', 'service'] as const) {
      const versions = kinds[kind]!.map((r) => (NOW.getTime() - r.effectiveAt.getTime()) / DAY).sort(
        (a, b) => a - b,
      );
      expect(versions).toHaveLength(2);
      expect(versions[0]).toBeGreaterThan(55);
      expect(versions[0]).toBeLessThan(65);
      expect(versions[1]).toBeGreaterThan(360);
      expect(versions[1]).toBeLessThan(370);
    }
    const service = kinds.service!.sort((a, b) => a.effectiveAt.getTime() - b.effectiveAt.getTime());
    expect(service[0]!.content.ja).not.toContain('同時利用');
    expect(service[1]!.content.ja).toContain('第7条（同時利用）');
    expect(rows.every((r) => r.effectiveAt <= NOW)).toBe(true);
  });

  it('states the prices of the passes as decided', async () => {
    const rows = await handle.db.select().from(notices);
    const all = rows.map((r) => r.content.ja).join('\n');
    for (const price of ['1,480', '14,800', '2,480', '24,800']) expect(all).toContain(price);
  });
});
