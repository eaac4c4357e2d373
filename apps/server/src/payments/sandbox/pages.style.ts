import { createHash } from 'node:crypto';

/**
 * The hosted pages' one style sheet, inlined (no external asset): a provider's neutral checkout with
 * the merchant's name, readable from 320 px up; two columns (order summary | card form) from 880 px.
 */
export const PAGE_CSS = `
:root{--ink:#1a1f36;--muted:#5e6a82;--faint:#8792a8;--line:#dfe4ec;--panel:#f5f7fa;--brand:#4f46e5;--brand-ink:#4338ca;--focus:rgb(79 70 229 / 28%);--error:#c9271c;--error-bg:#fdf1f0;--warn:#fff6dc;--warn-line:#f2c75c;--warn-ink:#5d4200;--ok:#0f8a5f;--kick:#19e28c;color-scheme:light}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;font:15px/1.55 system-ui,-apple-system,"Segoe UI","Hiragino Sans","Hiragino Kaku Gothic ProN","Noto Sans JP","Noto Sans CJK JP","Apple SD Gothic Neo","Noto Sans KR","Noto Sans CJK KR",sans-serif;color:var(--ink);background:#fff;display:flex;flex-direction:column}
a{color:var(--brand-ink)}
h1{font-size:20px;line-height:1.35;margin:0 0 4px}
p{margin:0}
.sandbox{background:var(--warn);border-bottom:1px solid var(--warn-line);color:var(--warn-ink);font-size:13px}
.sandbox-inner{max-width:1000px;margin:0 auto;padding:10px 20px}
.sandbox-tag{display:inline-block;vertical-align:1px;background:#a15c00;color:#fff;font-size:11px;font-weight:700;letter-spacing:.1em;border-radius:4px;padding:1px 7px;margin-right:8px}
.sandbox summary{cursor:pointer;font-weight:600;margin-top:6px;width:max-content;max-width:100%}
.cards{list-style:none;margin:8px 0 6px;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(290px,1fr));gap:3px 28px}
.cards li{display:flex;justify-content:space-between;gap:12px;border-bottom:1px dashed rgb(161 92 0 / 25%);padding:2px 0}
.cards code{font:13px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;color:var(--ink);white-space:nowrap}
.cards span{text-align:right}
.hint{color:var(--warn-ink);opacity:.85}
.layout{flex:1;width:100%;max-width:1000px;margin:0 auto;display:grid;align-content:start}
.summary{padding:20px 20px 22px;border-bottom:1px solid var(--line);background:var(--panel)}
.back{display:inline-flex;align-items:center;gap:6px;color:var(--muted);text-decoration:none;font-size:14px;padding:6px 0}
.back:hover{color:var(--ink)}
.back svg{width:16px;height:16px}
.merchant{display:flex;align-items:center;gap:10px;margin:14px 0 18px}
.mark{width:34px;height:34px;border-radius:8px;background:#0b0f17;color:var(--kick);display:grid;place-items:center;font-weight:800;font-style:italic;font-size:17px}
.merchant-name{font-weight:800;font-style:italic;letter-spacing:.06em;font-size:17px}
.pill{font-size:11px;font-weight:700;letter-spacing:.08em;color:#a15c00;background:var(--warn);border:1px solid var(--warn-line);border-radius:99px;padding:0 8px}
.label{color:var(--muted);font-size:14px}
.amount{font-size:34px;font-weight:700;letter-spacing:-.01em;line-height:1.2;margin:2px 0 16px;font-variant-numeric:tabular-nums}
.amount small{font-size:14px;font-weight:500;color:var(--muted);margin-left:6px;letter-spacing:0}
.lines{list-style:none;margin:0;padding:0;font-size:14px}
.lines li{display:flex;justify-content:space-between;gap:16px;padding:9px 0;border-top:1px solid var(--line)}
.lines li span:last-child{font-variant-numeric:tabular-nums;white-space:nowrap}
.lines .sub{color:var(--muted);font-size:13px;border-top:0;padding-top:0}
.lines .total{font-weight:700}
.pay{padding:24px 20px 28px}
.receipt{color:var(--muted);font-size:14px;margin-bottom:18px;overflow-wrap:anywhere}
.receipt b{color:var(--ink);font-weight:600}
.alert{display:flex;gap:10px;align-items:flex-start;background:var(--error-bg);border:1px solid #f4c7c3;color:var(--error);border-radius:8px;padding:10px 12px;margin:0 0 16px;font-size:14px}
.alert svg{flex:none;width:18px;height:18px;margin-top:2px}
.field{margin-bottom:14px}
.field label{display:block;font-size:14px;font-weight:600;margin-bottom:5px;color:#30374f}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
input{width:100%;font:inherit;font-size:16px;color:var(--ink);background:#fff;border:1px solid #c9d0dc;border-radius:8px;padding:11px 12px;box-shadow:0 1px 1px rgb(16 24 40 / 4%);transition:border-color .15s,box-shadow .15s}
input::placeholder{color:#a3acbd}
input:focus{outline:none;border-color:var(--brand);box-shadow:0 0 0 3px var(--focus)}
input[aria-invalid=true]{border-color:var(--error);background:#fffafa}
input[aria-invalid=true]:focus{box-shadow:0 0 0 3px rgb(201 39 28 / 22%)}
input.mono{font-variant-numeric:tabular-nums;letter-spacing:.04em}
.number{position:relative}
.number input{padding-right:132px}
@media (max-width:479px){.number input{padding-right:92px}.brand.jcb,.brand.amex{display:none}}
.brands{position:absolute;right:10px;top:50%;transform:translateY(-50%);display:flex;gap:4px;pointer-events:none}
.brand{font-size:9px;font-weight:800;letter-spacing:.02em;border:1px solid var(--line);border-radius:3px;padding:1px 4px;color:#1a1f71;background:#fff}
.brand.mc{color:#eb001b}.brand.jcb{color:#0b7a3e}.brand.amex{color:#006fcf}
.field-error{color:var(--error);font-size:13px;margin-top:5px;display:flex;gap:5px;align-items:flex-start}
.field-error::before{content:"!";flex:none;display:inline-grid;place-items:center;width:15px;height:15px;margin-top:2px;border-radius:50%;background:var(--error);color:#fff;font-size:10px;font-weight:800}
.button{display:flex;width:100%;align-items:center;justify-content:center;gap:8px;font:inherit;font-size:16px;font-weight:600;border:0;border-radius:8px;padding:13px 16px;margin-top:8px;cursor:pointer;text-decoration:none;background:var(--brand);color:#fff;box-shadow:0 1px 2px rgb(16 24 40 / 12%)}
.button:hover{background:var(--brand-ink)}
.button:focus-visible{outline:none;box-shadow:0 0 0 3px var(--focus)}
.button svg{width:16px;height:16px}
.button.secondary{background:#fff;color:var(--error);border:1px solid #eab2ad;box-shadow:none}
.button.secondary:hover{background:var(--error-bg)}
.note{color:var(--muted);font-size:13px;margin-top:12px}
.foot{display:flex;flex-wrap:wrap;gap:4px 14px;align-items:center;color:var(--faint);font-size:12px;margin-top:26px;padding-top:16px;border-top:1px solid var(--line)}
.foot b{color:var(--muted)}
.center{flex:1;display:grid;place-items:start center;padding:40px 16px 48px;background:var(--panel)}
.card{width:100%;max-width:440px;background:#fff;border:1px solid var(--line);border-radius:14px;box-shadow:0 12px 32px rgb(16 24 40 / 8%);padding:28px 24px}
.card .merchant{margin:0 0 20px}
.icon{width:48px;height:48px;border-radius:50%;display:grid;place-items:center;margin-bottom:14px}
.icon svg{width:24px;height:24px}
.icon.warn{background:#fff1d6;color:#a15c00}.icon.ok{background:#e3f7ee;color:var(--ok)}.icon.error{background:var(--error-bg);color:var(--error)}.icon.info{background:#eceafd;color:var(--brand-ink)}
.card p{color:var(--muted)}
.card .button{margin-top:22px}
.bank{display:flex;align-items:center;justify-content:space-between;border-bottom:1px solid var(--line);padding-bottom:14px;margin-bottom:18px}
.bank-name{display:flex;align-items:center;gap:8px;font-weight:700}
.bank-name svg{width:26px;height:26px;color:#0f766e}
.idcheck{font-size:12px;font-weight:700;color:#0f766e;border:1px solid #99d5cf;border-radius:4px;padding:1px 6px}
.facts{margin:18px 0 4px;padding:0;font-size:14px}
.facts div{display:flex;justify-content:space-between;gap:16px;padding:8px 0;border-top:1px solid var(--line)}
.facts dt{color:var(--muted)}
.facts dd{margin:0;font-weight:600;text-align:right;font-variant-numeric:tabular-nums}
.actions{display:grid;gap:10px;margin-top:18px}
.actions .button{margin-top:0}
@media (min-width:880px){
body{background:linear-gradient(90deg,var(--panel) 50%,#fff 50%)}
.layout{grid-template-columns:1fr 1fr;align-content:stretch}
.summary{border-bottom:0;padding:48px 64px 48px 20px}
.pay{padding:48px 20px 48px 64px;background:#fff;box-shadow:-1px 0 0 var(--line);min-height:100%}
.amount{font-size:40px}
h1{font-size:22px}
.center{padding-top:72px}
}
@media (max-width:359px){.row{grid-template-columns:1fr}.number input{padding-right:12px}.brands{display:none}}
`.trim();

/** The sheet's hash for the pages' Content-Security-Policy (style-src): no other inline style runs. */
export const PAGE_CSS_HASH = `'sha256-${createHash('sha256').update(PAGE_CSS).digest('base64')}'`;
