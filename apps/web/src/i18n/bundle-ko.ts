/**
 * The core namespaces of `locales/ko` (CORE_NAMESPACES in index.ts: what the layouts, forms and errors
 * use), one chunk loaded when ko is the language; the screens' namespaces come with their routes.
 */
export const messages = import.meta.glob(
  './locales/ko/{common,errors,validation,ui,auth,alerts,popup}.json',
  { eager: true, import: 'default' },
);
