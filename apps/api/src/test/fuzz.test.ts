import { describeFuzzShard } from './fuzz-routes';

describeFuzzShard(1, 1);
