/** CSS of src/ui/Pagination.tsx, a module of its own: part-styles.ts sits in the chunk every widget page loads. */
export const paginationStyles = `
.cp-pagination ul { display: flex; flex-wrap: wrap; gap: 4px; list-style: none; margin: 24px 0 0; padding: 0;
  justify-content: center; }
.cp-pagination a, .cp-pagination__gap { display: inline-flex; align-items: center; justify-content: center;
  min-width: 40px; height: 40px; padding: 0 8px; border-radius: 6px; box-sizing: border-box; }
.cp-pagination a { border: 1px solid var(--cp-i-border); background: var(--cp-i-surface); color: var(--cp-i-text);
  text-decoration: none; }
.cp-pagination a:hover { border-color: var(--cp-i-primary); }
.cp-pagination a[aria-current="page"] { background: var(--cp-i-primary); border-color: var(--cp-i-primary);
  color: var(--cp-i-on-primary); font-weight: 700; }
`;
