// The load test of test/server-load.test.ts run for 10 s, as quoted in the README (`npm run test:large`):
// 200 players; every accepted move streamed exactly once, the final positions equal to the replies.

import { describeLoad } from "../support/load.js";

describeLoad(10_000);
