import { useEffect, useMemo, useRef } from 'react';
import { useWidth } from '../use-width';
import { warnProblems } from '../warn';

/**
 * A media widget's settings read by `parse` once per change of `source`, one console warning per ignored setting
 * (`expected` says what was wanted), and the width of the widget's box (`box` goes on its root element).
 */
export function useMediaSettings<S, T extends { problems: ReadonlyArray<{ field: string; value: unknown }> }>(
  owner: string,
  source: S,
  parse: (source: S) => T,
  expected: string,
) {
  const parsed = useMemo(() => parse(source), [parse, source]);
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box);
  useEffect(() => warnProblems(owner, parsed.problems, expected), [owner, parsed.problems, expected]);
  return { ...parsed, box, width };
}
