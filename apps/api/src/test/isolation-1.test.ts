import { describeIsolationShard } from './isolation.shard';

describeIsolationShard(0, 3);
