/**
 * `valigate/locales/en`: English, the default: the rules' own messages ("The {field} must be a
 * valid email address."). Registered explicitly so it is listed and answers as a fallback like any
 * pack; add your own rules' English messages with `Validator.addLocale('en', { phone: '…' })`.
 */
import { Validator } from '../src/core.js';

Validator.addLocale('en', {});
