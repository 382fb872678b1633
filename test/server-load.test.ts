// A bounded load test: 200 simulated players move for 3 s on loopback; no move may be lost or doubled, and the final
// state must agree with every reply and every streamed event (test/support/load.ts). Prints requests/s and p99.
// The 10 s run behind the README's figures is test/large/server-load.test.ts (`npm run test:large`).

import { describeLoad } from "./support/load.js";

describeLoad(3_000);
