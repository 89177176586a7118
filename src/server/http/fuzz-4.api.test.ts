// Shard 4 of the malformed-input sweep over every operation (see fuzz-sweep.ts).
import { fuzzShard } from './fuzz-sweep';

fuzzShard(4);
