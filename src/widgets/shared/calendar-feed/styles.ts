/** The subscribe dialog's CSS (px units: host pages set odd root sizes), adopted while the dialog is open. */
export const calendarFeedStyles = `
.cp-feed { display: grid; gap: 16px; max-width: 560px; }
.cp-feed p { margin: 0; }
.cp-feed__section { display: grid; gap: 12px; }
.cp-feed__section h3 { margin: 0; font-size: 16px; }
.cp-feed__main { display: grid; gap: 12px; grid-template-columns: 1fr; align-items: start; }
@media (min-width: 600px) { .cp-feed__main { grid-template-columns: 1fr 144px; } }
.cp-feed__qr { width: 144px; height: 144px; justify-self: center; }
.cp-feed__field { display: grid; gap: 4px; }
.cp-feed__field label { font-size: 14px; font-weight: 600; }
.cp-feed__row { display: flex; gap: 8px; }
.cp-feed__row input { flex: 1; min-width: 0; font: inherit; font-size: 14px; padding: 6px 8px; border: 1px solid var(--cp-i-border, #767676); border-radius: 4px; color: inherit; background: transparent; }
.cp-feed__actions { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.cp-feed__alarm { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.cp-feed__alarm select { font: inherit; padding: 6px 8px; }
.cp-feed__confirm { display: grid; gap: 8px; padding: 12px; border: 1px solid var(--cp-i-border, #767676); border-radius: 4px; }
.cp-feed__status { min-height: 20px; font-size: 14px; }
`;
