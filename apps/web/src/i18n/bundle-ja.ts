/**
 * The core namespaces of `locales/ja` (CORE_NAMESPACES in index.ts: what the layouts, forms and errors
 * use), one chunk loaded when ja is the language; the screens' namespaces come with their routes.
 */
export const messages = import.meta.glob(
  './locales/ja/{common,errors,validation,ui,auth,alerts,popup}.json',
  { eager: true, import: 'default' },
);
