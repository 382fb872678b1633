#!/usr/bin/env bash
# A Slurm job array: 8 tasks, task i writes share i of 100000 mazes, with its manifest (sbatch slurm-array.sh).
# Afterwards: daedalus verify part-*.json && cat part-{0..7}.bin > mazes.bin
#SBATCH --job-name=daedalus-mazes
#SBATCH --array=0-7
#SBATCH --cpus-per-task=2
#SBATCH --time=00:30:00
set -euo pipefail
npx daedalus generate -a wilson -W 64 -H 64 -n 100000 --seed 2026 -f binary --shard auto -o "part-$SLURM_ARRAY_TASK_ID.bin" --manifest "part-$SLURM_ARRAY_TASK_ID.json"
