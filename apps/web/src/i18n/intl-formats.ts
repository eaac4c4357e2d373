/**
 * Intl formatters made once per language and options, then reused: making one costs far more than
 * using it (the home's ~100 view counts each made their own NumberFormat: ~130 ms of a phone's CPU while
 * the page was being taken over).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function kept<F, O>(formats: Map<string, F>, make: (locale: string, options: O) => F) {
  return (locale: string, options: O): F => {
    const key = `${locale} ${JSON.stringify(options)}`;
    let format = formats.get(key);
    if (!format) {
      format = make(locale, options);
      formats.set(key, format);
    }
    return format;
  };
}

/** `new Intl.NumberFormat(locale, options)`, made once. */
export const numberFormat = kept(
  numberFormats,
  (locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);

/** `new Intl.DateTimeFormat(locale, options)`, made once. */
export const dateTimeFormat = kept(
  dateTimeFormats,
  (locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);
