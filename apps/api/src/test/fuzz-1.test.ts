// Runs on the embedded engine only (scripts/api-db-tests.mjs): it proves the route table's
// answers to bad input, which are the same SQL on either engine.
import { describeFuzzShard } from './fuzz-routes';

describeFuzzShard(1, 2);
