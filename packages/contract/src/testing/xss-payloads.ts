/**
 * 100 script and HTML payloads a chat message may carry (issue 12: "100 script and HTML payloads sent
 * as chat render inert"). Each is a valid chat message (1–100 characters, no link, no forbidden word),
 * so the server accepts it and stores and sends it byte for byte as plain text; the browser test
 * shows them and checks that nothing ran. Shared by the server's integration test and the e2e journey.
 */
const VECTORS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg/onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<body onload=alert(1)>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<a href="javascript:alert(1)">click</a>',
  '<div onmouseover="alert(1)">hover</div>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>',
  '<math><mtext><script>alert(1)</script>',
  '<object data="javascript:alert(1)">',
  '<embed src="javascript:alert(1)">',
  '<style>*{background:red}</style>',
  '<link rel=import href=x>',
  '<meta http-equiv="refresh" content="0">',
  '<form><button formaction=javascript:alert(1)>x',
  '<textarea></textarea><script>alert(1)</script>',
  '<template><img src=x onerror=alert(1)></template>',
  '{{constructor.constructor("alert(1)")()}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection payload, meant as plain text
  '${alert(1)}',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
] as const;

/** Ways a payload is wrapped to break out of an attribute, a string or a tag. */
const WRAPPERS = [
  (v: string) => v,
  (v: string) => `"><${v.slice(1)}`,
  (v: string) => `'>${v}`,
  (v: string) => `</p>${v}<p>`,
] as const;

export const XSS_PAYLOADS: readonly string[] = WRAPPERS.flatMap((wrap) => VECTORS.map((v) => wrap(v)));
