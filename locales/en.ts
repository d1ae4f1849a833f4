/**
 * `valigate/locales/en`: English, the default: the rules' own messages ("The {field} must be a
 * valid email address."). Registered explicitly so it is listed and answers as a fallback like any
 * pack; add your own rules' English messages with `Validator.addLocale('en', { phone: '…' })`.
 * With `valigate/core`, importing it (or any pack) installs the locale support.
 */
import { Validator } from '../src/core.js';
import { installLocales } from '../src/locale-book.js';

installLocales();
Validator.addLocale('en', {});
