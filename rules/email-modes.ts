import { installEmailMode } from './shared/email-modes.js';
import { isFilterEmail } from './shared/email-filter.js';
import { readRfcEmail } from './shared/email-rfc.js';
import { isSingleScript } from './shared/email-spoof.js';

// Laravel's email modes other than dns, installed on import: `email:rfc,spoof` needs this module
// (the `valigate` entry loads it); a form that only writes `email` does not ship their grammars.
installEmailMode('rfc', (text) => readRfcEmail(text) !== 'invalid');
installEmailMode('strict', (text) => readRfcEmail(text) === 'valid');
installEmailMode('spoof', isSingleScript);
installEmailMode('filter', (text) => isFilterEmail(text, false));
installEmailMode('filter_unicode', (text) => isFilterEmail(text, true));
