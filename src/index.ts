/**
 * `valigate`: the kernel with every built-in rule registered and the fluent builders.
 * For a smaller bundle import `valigate/core` and only the rules you use.
 */
export * from './core.js';

import '../rules/after.js';
import '../rules/after_or_equal.js';
import '../rules/alpha.js';
import '../rules/alpha_dash.js';
import '../rules/alpha_num.js';
import '../rules/array.js';
import '../rules/bail.js';
import '../rules/before.js';
import '../rules/before_or_equal.js';
import '../rules/boolean.js';
import '../rules/contains.js';
import '../rules/date.js';
import '../rules/date_equals.js';
import '../rules/date_format.js';
import '../rules/email.js';
import '../rules/exists.js';
import '../rules/ends_with.js';
import '../rules/in.js';
import '../rules/integer.js';
import '../rules/json.js';
import '../rules/length.js';
import '../rules/max.js';
import '../rules/min.js';
import '../rules/not_in.js';
import '../rules/nullable.js';
import '../rules/numeric.js';
import '../rules/object.js';
import '../rules/optional.js';
import '../rules/regex.js';
import '../rules/required.js';
import '../rules/size.js';
import '../rules/sometimes.js';
import '../rules/starts_with.js';
import '../rules/string.js';
import '../rules/unique.js';
import '../rules/url.js';
import '../rules/uuid.js';
