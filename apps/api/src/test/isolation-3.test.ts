// Runs on the embedded engine only (scripts/api-db-tests.mjs): it proves the route table's
// tenant checks, which are the same SQL on either engine.
import { describeIsolationShard } from './isolation.shard';

describeIsolationShard(2, 3);
