// Summary statistics of timing samples (milliseconds per run).

export interface Summary {
  median: number;
  p75: number;
  samples: number;
  /** Relative margin of error of the mean at 95%, in percent. */
  rme: number;
}

export function summarize(samples: readonly number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const quantile = (q: number) => {
    const position = (sorted.length - 1) * q;
    const low = Math.floor(position);
    const high = Math.ceil(position);
    return sorted[low]! + (sorted[high]! - sorted[low]!) * (position - low);
  };
  const mean = sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
  const variance = sorted.reduce((sum, value) => sum + (value - mean) ** 2, 0) / Math.max(1, sorted.length - 1);
  const standardError = Math.sqrt(variance / sorted.length);
  return { median: quantile(0.5), p75: quantile(0.75), samples: sorted.length, rme: (1.96 * standardError * 100) / mean };
}
