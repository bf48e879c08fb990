import { describeIsolationShard } from './isolation.shard';

describeIsolationShard(1, 3);
