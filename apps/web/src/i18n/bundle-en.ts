/**
 * The core namespaces of `locales/en` (CORE_NAMESPACES in index.ts: what the layouts, forms and errors
 * use), one chunk loaded when en is the language; the screens' namespaces come with their routes.
 */
export const messages = import.meta.glob(
  './locales/en/{common,errors,validation,ui,auth,alerts,popup}.json',
  { eager: true, import: 'default' },
);
