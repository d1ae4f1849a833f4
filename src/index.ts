/**
 * `valigate`: the kernel with every built-in rule registered and the fluent builders.
 * For a smaller bundle import `valigate/core` and only the rules you use.
 */
export * from './core.js';

import '../rules/accepted.js';
import '../rules/alpha.js';
import '../rules/alpha_dash.js';
import '../rules/alpha_num.js';
import '../rules/array.js';
import '../rules/bail.js';
import '../rules/between.js';
import '../rules/bool.js';
import '../rules/boolean.js';
import '../rules/contains.js';
import '../rules/decimal.js';
import '../rules/declined.js';
import '../rules/digits.js';
import '../rules/digits_between.js';
import '../rules/email.js';
import '../rules/exists.js';
import '../rules/ends_with.js';
import '../rules/filled.js';
import '../rules/gt.js';
import '../rules/gte.js';
import '../rules/in.js';
import '../rules/int.js';
import '../rules/integer.js';
import '../rules/json.js';
import '../rules/length.js';
import '../rules/list.js';
import '../rules/lt.js';
import '../rules/lte.js';
import '../rules/max.js';
import '../rules/max_digits.js';
import '../rules/min.js';
import '../rules/min_digits.js';
import '../rules/missing.js';
import '../rules/multiple_of.js';
import '../rules/not_in.js';
import '../rules/nullable.js';
import '../rules/numeric.js';
import '../rules/object.js';
import '../rules/optional.js';
import '../rules/present.js';
import '../rules/prohibited.js';
import '../rules/regex.js';
import '../rules/required.js';
import '../rules/size.js';
import '../rules/sometimes.js';
import '../rules/starts_with.js';
import '../rules/string.js';
import '../rules/unique.js';
import '../rules/url.js';
import '../rules/uuid.js';
