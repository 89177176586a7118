// Shard 2 of the malformed-input sweep over every operation (see fuzz-sweep.ts).
import { fuzzShard } from './fuzz-sweep';

fuzzShard(2);
