/** One console warning per bad setting, worded "what was expected, what came" (shared/STYLE.md "Errors"). */
export function warnProblems(
  owner: string,
  problems: ReadonlyArray<{ field: string; value: unknown }>,
  expected: string,
): void {
  for (const { field, value } of problems) {
    console.warn(
      `[CongressPortal] ${owner}: the setting ${field} was ignored — expected ${expected}, but received ${JSON.stringify(value) ?? String(value)}.`,
    );
  }
}
