#!/usr/bin/env bash
# GNU parallel on one machine or over ssh (add -S host1,host2): 8 shares of 100000 mazes, then verify and join them.
set -euo pipefail
parallel --jobs 2 'npx daedalus generate -a wilson -W 64 -H 64 -n 100000 --seed 2026 -f binary --shard auto/8 -o part-{}.bin --manifest part-{}.json' ::: 0 1 2 3 4 5 6 7
npx daedalus verify part-*.json
cat part-{0..7}.bin > mazes.bin
