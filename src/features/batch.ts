/** `valigate/features/batch`: batched rules (`validateMany`) of your own for validators of `valigate/core`; `unique`, `exists` and `presenceRule` bring it themselves. */
import { Batches } from '../batch.js';
import { installFeature } from '../feature.js';

installFeature('batch', Batches);
