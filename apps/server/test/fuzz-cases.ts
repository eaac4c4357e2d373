import { z } from 'zod';
import type { RouteEntry } from '../src/http/route-table.js';

/**
 * Malformed requests for one route, built from its url pattern and the zod schemas attached to it
 * (params, querystring, body): every case is a fixed value, so a run is the same every time.
 */
export interface FuzzCase {
  label: string;
  method: RouteEntry['method'];
  url: string;
  payload?: string;
  headers?: Record<string, string>;
}

const MEGABYTE = 'x'.repeat(1024 * 1024);

/** Raw (already percent-encoded) values for one query value. */
const BAD_QUERY_VALUES = [
  'a%00b',
  '%ED%A0%80', // a lone surrogate, as UTF-8 would carry it (malformed)
  '%E0%A4%A',
  '99999999999999999999999999',
  '1e309',
  '-1',
  '1.5',
  '',
  '%5B%5D',
];

/** Raw values for one path segment: the query's, and what fastify's router refuses. */
const BAD_PATH_VALUES = [
  ...BAD_QUERY_VALUES,
  '%zz',
  'x'.repeat(101), // one over fastify's maxParamLength
];

/** Values put in one body field in turn (the rest of the body stays plausible). */
const BAD_JSON_VALUES: unknown[] = [
  null,
  Number.MAX_VALUE,
  2 ** 53 + 1,
  1.5,
  -1,
  true,
  '',
  '\u0000',
  'a\ud800b',
  'x'.repeat(200 * 1024),
  [],
  ['x', 1, null],
  {},
  { nested: { deeper: ['\u0000'] } },
  JSON.parse(`${'['.repeat(1000)}${']'.repeat(1000)}`),
];

/** Whole bodies, as sent (JSON content type unless the case says otherwise). */
const BAD_BODIES: { label: string; payload: string; type?: string }[] = [
  { label: 'empty JSON body', payload: '' },
  { label: 'truncated JSON', payload: '{"a":' },
  { label: 'JSON null', payload: 'null' },
  { label: 'array for an object', payload: '[{"a":1}]' },
  { label: 'string for an object', payload: '"text"' },
  { label: 'huge number', payload: '123456789012345678901234567890e300' },
  { label: 'NUL key', payload: '{"\\u0000":"x"}' },
  { label: 'proto pollution', payload: '{"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}}}' },
  { label: 'deep nesting', payload: `${'['.repeat(20_000)}${']'.repeat(20_000)}` },
  { label: '1 MB body', payload: JSON.stringify({ text: MEGABYTE }) },
  { label: 'text/plain', payload: 'hello', type: 'text/plain' },
  { label: 'form body', payload: 'a=%00&b=1', type: 'application/x-www-form-urlencoded' },
  { label: 'multipart', payload: '--b\r\n\r\nx\r\n--b--', type: 'multipart/form-data; boundary=b' },
  { label: 'JSON in UTF-16', payload: '{}', type: 'application/json; charset=utf-16' },
  { label: 'unknown type', payload: '{}', type: 'application/x-fuzz' },
];

/** Header values the app reads (User-Agent reaches SQL, Accept-Language picks the locale, cookies). */
const BAD_HEADERS: Record<string, string>[] = [
  { 'user-agent': 'fuzz\u0000agent', 'accept-language': 'x'.repeat(8000) },
  { cookie: 'kickoff_sid=%00; kickoff_oauth=%00' },
  { cookie: `kickoff_sid=${'x'.repeat(4000)}; kickoff_oauth=s%3Anot-signed`, snrm: '\u0000' },
];

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  format?: string;
}

/** The JSON Schema of a route's zod schema (input side), or null when there is none. */
function jsonSchemaOf(schema: unknown): JsonSchema | null {
  if (!(schema instanceof z.ZodType)) return null;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const propertiesOf = (schema: JsonSchema | null): Record<string, JsonSchema> =>
  schema?.properties ?? schema?.anyOf?.find((option) => option.properties)?.properties ?? {};

/** A value that plausibly passes a field's schema, so a case can change one field at a time. */
function plausible(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.anyOf?.[0]) return plausible(schema.anyOf[0]);
  const type = [schema.type].flat()[0];
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') return {};
  if (schema.format === 'email') return 'fuzz@example.com';
  return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
}

const plausibleObject = (properties: Record<string, JsonSchema>) =>
  Object.fromEntries(Object.entries(properties).map(([key, field]) => [key, plausible(field)]));

const queryString = (query: Record<string, unknown>) =>
  Object.entries(query)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The cases of one route: each path parameter, query field (declared or not) and body field replaced
 * in turn by malformed values, whole malformed bodies, and hostile headers. `paramValue` gives the
 * plausible value of a path parameter (the caller's own id for `:userId`).
 */
export function fuzzCases(route: RouteEntry, paramValue: (name: string) => string): FuzzCase[] {
  const { method } = route;
  const segments = route.url.split('/');
  const dynamic = segments.flatMap((segment, index) =>
    segment === '*' || segment.startsWith(':') ? [index] : [],
  );
  const pathWith = (index = -1, raw = '') =>
    segments
      .map((segment, i) => {
        if (i === index) return raw;
        if (segment === '*') return 'x';
        return segment.startsWith(':') ? encodeURIComponent(paramValue(segment.slice(1))) : segment;
      })
      .join('/');

  const queryFields = propertiesOf(jsonSchemaOf(route.schema?.querystring));
  const baseQuery = plausibleObject(queryFields);
  const basePath = `${pathWith()}?${queryString(baseQuery)}`;
  const cases: FuzzCase[] = [{ label: 'plausible', method, url: basePath }];

  for (const index of dynamic) {
    for (const raw of BAD_PATH_VALUES) {
      cases.push({ label: `path ${segments[index]}=${raw.slice(0, 20)}`, method, url: pathWith(index, raw) });
    }
  }
  for (const field of Object.keys(queryFields)) {
    const others = queryString(
      Object.fromEntries(Object.entries(baseQuery).filter(([key]) => key !== field)),
    );
    const url = (raw: string) => `${pathWith()}?${others}&${encodeURIComponent(field)}=${raw}`;
    for (const raw of BAD_QUERY_VALUES) {
      cases.push({ label: `query ${field}=${raw.slice(0, 20)}`, method, url: url(raw) });
    }
    cases.push({ label: `query ${field} twice`, method, url: `${url('1')}&${encodeURIComponent(field)}=2` });
  }
  // fields no schema declares reach the input guard all the same
  for (const raw of ['%00', '%ED%A0%80', '%E0%A4%A', MEGABYTE]) {
    cases.push({
      label: `undeclared query ${raw.slice(0, 12)}`,
      method,
      url: `${basePath}&undeclared=${raw}`,
    });
  }

  const bodyFields = propertiesOf(jsonSchemaOf(route.schema?.body));
  if (BODY_METHODS.has(method)) {
    const baseBody = plausibleObject(bodyFields);
    const json = { 'content-type': 'application/json' };
    cases.push({
      label: 'plausible body',
      method,
      url: basePath,
      payload: JSON.stringify(baseBody),
      headers: json,
    });
    for (const field of Object.keys(bodyFields)) {
      for (const value of BAD_JSON_VALUES) {
        const payload = JSON.stringify({ ...baseBody, [field]: value });
        cases.push({
          label: `body ${field}=${payload.slice(0, 30)}`,
          method,
          url: basePath,
          payload,
          headers: json,
        });
      }
    }
  }
  // fastify reads no body of a GET or HEAD: one malformed body shows it is ignored
  const bodies = BODY_METHODS.has(method) ? BAD_BODIES : BAD_BODIES.slice(1, 2);
  for (const body of bodies) {
    cases.push({
      label: body.label,
      method,
      url: basePath,
      payload: body.payload,
      headers: { 'content-type': body.type ?? 'application/json' },
    });
  }
  for (const headers of BAD_HEADERS) {
    cases.push({ label: `headers ${Object.keys(headers).join(',')}`, method, url: basePath, headers });
  }
  return cases;
}
