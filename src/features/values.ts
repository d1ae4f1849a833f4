/** `valigate/features/values`: the `values` option (display names of values in messages) for validators of `valigate/core` (the `valigate` entry loads it). */
import { installFeature } from '../feature.js';
import { valueNames } from '../value-names.js';

installFeature('values', valueNames);
