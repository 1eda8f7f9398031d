/** Topic tags (`TopicTags`, `Tags` of ./parts.tsx): also adopted by the package, spotlight and education chunk. */
export const tagStyles = `
.cp-detail__tags { display: flex; flex-wrap: wrap; gap: 8px; margin: 0; padding: 0; list-style: none; }
.cp-tag { display: inline-flex; align-items: center; min-height: 32px; padding: 0 12px; border: 1px solid var(--cp-i-border); border-radius: 16px; background: var(--cp-i-surface); color: var(--cp-i-text); font-size: 14px; text-decoration: none; }
a.cp-tag:hover, a.cp-tag:focus-visible { border-color: var(--cp-i-primary); color: var(--cp-i-primary); }
.cp-tag--plain { border-style: dashed; }
`;

/** CSS of the detail pages (px sizes, theme custom properties), adopted while a detail page is mounted (./Frame.tsx). */
export const detailStyles =
  tagStyles +
  `
.cp-detail { display: flex; flex-direction: column; gap: 24px; padding-bottom: 32px; }
.cp-detail__header { display: flex; flex-direction: column; gap: 8px; }
.cp-portal .cp-detail__header h1 { margin: 0; font-size: 30px; line-height: 1.2; max-width: 60ch; }
.cp-portal .cp-detail__header p { margin: 0; }
.cp-detail__kicker { display: flex; align-items: center; gap: 8px; color: var(--cp-i-primary); font-size: 14px; font-weight: 700; letter-spacing: 0.04em; text-transform: uppercase; }
.cp-detail__type { flex: none; width: 18px; height: 18px; border-radius: 4px; background: currentColor; -webkit-mask: var(--cp-type-icon) center / contain no-repeat; mask: var(--cp-type-icon) center / contain no-repeat; }
.cp-detail__type { --cp-type-icon: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M4 4h16v12H4zM2 18h20v2H2z'/%3E%3C/svg%3E"); }
.cp-detail__type--eposter, .cp-detail__type--abstract { --cp-type-icon: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M6 2h9l5 5v15H6zM14 3v5h5'/%3E%3C/svg%3E"); }
.cp-detail__type--lecture, .cp-detail__type--e-course { --cp-type-icon: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M3 5h18v14H3zM10 9v6l5-3z' fill-rule='evenodd'/%3E%3C/svg%3E"); }
.cp-detail__subtitle { font-size: 18px; color: var(--cp-i-text); }
.cp-detail__meta, .cp-detail__muted { color: var(--cp-i-muted); font-size: 15px; }
.cp-detail__badges, .cp-detail__speakers, .cp-detail__projects { display: flex; flex-wrap: wrap; gap: 8px; margin: 0; padding: 0; list-style: none; }
.cp-badge { display: inline-flex; align-items: center; min-height: 24px; padding: 0 10px; border-radius: 12px; background: #e7edf5; color: #1d3557; font-size: 13px; font-weight: 600; }
.cp-badge--sponsored { background: #fdecc8; color: #6b4300; }
.cp-badge--free { background: #d9f2e3; color: #14532d; }
.cp-badge--promo { background: #efe3fb; color: #4a1d7a; }
.cp-badge--image { padding: 0; background: none; }
.cp-badge--image img { display: block; height: 24px; width: auto; }
.cp-detail__speakers { font-size: 16px; font-weight: 600; }
.cp-detail__speakers li:not(:last-child)::after { content: ","; color: var(--cp-i-text); }
.cp-detail__layout { display: grid; grid-template-columns: minmax(0, 1fr) 300px; gap: 32px; align-items: start; }
.cp-detail__main { display: flex; flex-direction: column; gap: 20px; min-width: 0; }
.cp-detail__aside { display: flex; flex-direction: column; gap: 16px; }
.cp-detail__aside .cp-detail__section { padding: 16px; background: var(--cp-i-surface); border-radius: 8px; box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12); }
.cp-portal .cp-detail__section h2 { font-size: 19px; margin: 0 0 10px; }
.cp-portal .cp-detail__aside h2 { font-size: 14px; text-transform: uppercase; letter-spacing: 0.04em; color: var(--cp-i-muted); }
.cp-portal .cp-detail__section p { margin: 0 0 6px; }
.cp-detail__media { position: relative; aspect-ratio: 16 / 9; border-radius: 8px; overflow: hidden; background: #0f1720; }
.cp-detail__media > * { width: 100%; height: 100%; }
.cp-detail__media--poster { background: #e2e4e8; }
/* The placeholder is known at first paint, so it may grow past 16:9 when its notices need it (375 px, two notices). */
.cp-detail__media--status { aspect-ratio: auto; }
.cp-detail__media--status > .cp-detail__status { aspect-ratio: 16 / 9; height: auto; }
.cp-detail__media--status .cp-detail__status img { max-height: min(240px, 30vw); }
.cp-detail__poster { position: relative; display: flex; }
.cp-detail__poster .cp-card__image { height: 100%; aspect-ratio: auto; object-fit: contain; }
.cp-detail__poster .cp-button { position: absolute; right: 16px; bottom: 16px; text-decoration: none; }
.cp-detail__status { display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 8px; padding: 24px; background: linear-gradient(135deg, #1f2f46, #0f1720); color: #fff; text-align: center; }
.cp-detail__status img { max-width: 60%; max-height: 55%; object-fit: contain; }
.cp-portal .cp-detail__status p { margin: 0; max-width: 48ch; }
.cp-detail__status-label { font-size: 18px; font-weight: 700; }
.cp-detail__notice { font-size: 15px; color: #e6edf5; }
.cp-detail__actions { display: flex; flex-wrap: wrap; align-items: center; gap: 12px; }
.cp-detail__actions .cp-button, .cp-detail__section .cp-button { text-decoration: none; }
.cp-portal .cp-detail__actions p { margin: 0; }
.cp-detail__clip { position: relative; }
.cp-detail__clip.is-collapsed { max-height: 125px; overflow: hidden; }
.cp-detail__clip.is-collapsed::after { content: ""; position: absolute; inset: auto 0 0; height: 40px; background: linear-gradient(rgba(255, 255, 255, 0), var(--cp-i-bg, #fff)); }
.cp-detail__more { margin-top: 6px; padding: 6px 0; border: 0; background: none; font: inherit; font-weight: 700; color: var(--cp-i-primary); text-decoration: underline; cursor: pointer; }
.cp-detail__html { line-height: 1.6; }
.cp-detail__html > :first-child { margin-top: 0; }
.cp-detail__people-row { display: flex; flex-wrap: wrap; gap: 24px; }
.cp-portal .cp-detail__people .cp-detail__label { margin: 0 0 4px; font-size: 14px; text-transform: uppercase; letter-spacing: 0.04em; color: var(--cp-i-muted); }
.cp-portal .cp-detail__people p { margin: 0; }
.cp-detail__project-row { display: flex; gap: 12px; align-items: center; }
.cp-detail__avatar, .cp-detail__portrait { flex: none; display: inline-flex; align-items: center; justify-content: center; border-radius: 50%; object-fit: cover; background: #e2e4e8; color: var(--cp-i-text); font-weight: 700; }
.cp-detail__portrait { width: 96px; height: 96px; }
.cp-portal .cp-detail__project-title, .cp-portal .cp-detail__event-title { margin: 0 0 4px; font-weight: 700; }
.cp-detail__projects a { display: inline-flex; align-items: center; gap: 8px; text-decoration: none; }
.cp-detail__speaker-head { flex-direction: row; align-items: center; gap: 20px; }
.cp-detail__resources-head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 12px; margin-bottom: 12px; }
.cp-portal .cp-detail__resources-head h2 { margin: 0; }
.cp-detail__related .cp-library__tiles { grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); }
.cp-detail__external { display: flex; flex-direction: column; align-items: flex-start; gap: 16px; padding: 32px 0; }
@media (max-width: 899px) {
  .cp-detail__layout { grid-template-columns: minmax(0, 1fr); }
  .cp-portal .cp-detail__header h1 { font-size: 24px; }
}
`;
