/**
 * CSS of the UI primitives only some widgets use, for their definition's `styles` (before their own rules,
 * where the runtime's src/ui/styles.ts stood before): a page that mounts none of them does not download it.
 */

/** src/ui/Dialog.tsx (its close button is the only ghost button). */
export const dialogStyles = `
.cp-button--ghost { background: transparent; border-color: transparent; color: var(--cp-i-text); padding: 8px; }
.cp-layer {
  position: fixed; inset: 0; z-index: var(--cp-i-layer); display: flex; align-items: flex-start; justify-content: center;
  padding: 22px 16px; background: rgba(0, 0, 0, 0.5); overflow: auto;
}
.cp-dialog {
  width: 100%; max-width: 640px; padding: 16px 24px 24px; color: var(--cp-i-text);
  background: var(--cp-i-surface); border-radius: var(--cp-i-radius); box-shadow: 0 8px 32px rgba(0, 0, 0, 0.3);
}
.cp-dialog__header { display: flex; align-items: center; justify-content: space-between; gap: 16px; }
.cp-dialog__title { margin: 0; font-size: 20px; }
`;

/** src/ui/Tabs.tsx. */
export const tabsStyles = `
.cp-tabs__list { display: flex; gap: 4px; border-bottom: 1px solid var(--cp-i-border); }
.cp-tabs__tab {
  font: inherit; font-size: 15px; padding: 8px 16px; border: 0; border-bottom: 3px solid transparent;
  background: transparent; color: var(--cp-i-text); cursor: pointer;
}
.cp-tabs__tab[aria-selected="true"] { border-bottom-color: var(--cp-i-primary); font-weight: 600; }
.cp-tabs__panel { padding: 16px 0; }
`;

/** `Skeleton` of src/ui/Spinner.tsx. */
export const skeletonStyles = `
.cp-skeleton { border-radius: var(--cp-i-radius); background: linear-gradient(90deg, #ececec, #f6f6f6, #ececec); }
`;
