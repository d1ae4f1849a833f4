/** `valigate/features/sometimes`: `validator.sometimes(fields, rules, condition)` for validators of `valigate/core` (the `valigate` entry loads it). */
import { installFeature } from '../feature.js';
import { addSometimes, withSometimes } from '../sometimes.js';

installFeature('sometimes', { add: addSometimes, apply: withSometimes });
