/** `valigate/features/strict`: the `strict` option for validators of `valigate/core` (the `valigate` entry loads it). */
import { installFeature } from '../feature.js';
import { holdsUndeclared, reportUndeclared, shapeOf } from '../strict.js';

installFeature('strict', { reportUndeclared, shapeOf, holdsUndeclared });
