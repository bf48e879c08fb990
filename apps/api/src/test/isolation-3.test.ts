import { describeIsolationShard } from './isolation.shard';

describeIsolationShard(2, 3);
