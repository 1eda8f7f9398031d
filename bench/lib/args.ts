/** `--runs 5`, `--runs=5`, `--scenario demo-pages` (repeatable). */
export interface BenchArgs {
  runs: number;
  scenarios: string[];
}

export function parseArgs(argv: string[]): BenchArgs {
  const args: BenchArgs = { runs: 5, scenarios: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = inline ?? argv[i + 1];
    if (flag === '--runs' || flag === '--scenario') {
      if (inline === undefined) i += 1;
      if (flag === '--runs') args.runs = Math.max(1, Number.parseInt(value ?? '', 10) || 5);
      else if (value) args.scenarios.push(value);
    }
  }
  return args;
}
