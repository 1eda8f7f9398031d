/**
 * The header's and main navigation's CSS (px sizes; client colour through --cp-i-primary/--cp-i-on-primary).
 * The top bar is sticky; the nav bar hangs below it out of the flow (a fixed 52 px reserved by
 * `.cp-subheader[data-bar-space]`), so hiding and re-showing it never moves the page (no layout shift).
 */
export const headerStyles = `
.cp-header { position: sticky; top: 0; z-index: 20; }
.cp-header__top { position: relative; background: var(--cp-i-surface);
  box-shadow: 0 1px 0 #e2e4e8, 0 2px 8px rgba(16, 24, 40, 0.06); border-top: 4px solid var(--cp-i-primary); }
.cp-header__inner { display: flex; align-items: center; gap: 12px; max-width: 1200px; margin: 0 auto; padding: 0 24px;
  min-height: 64px; }
.cp-portal__brand { display: inline-flex; align-items: center; gap: 12px; min-width: 0; min-height: 40px;
  color: var(--cp-i-text) !important; text-decoration: none; font-weight: 700; font-size: 18px; line-height: 1.2; }
.cp-portal__brand img { height: 40px; width: auto; border-radius: 6px; flex: none; }
a.cp-portal__brand:hover .cp-header__title { text-decoration: underline; }
.cp-header__title { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.cp-header__tools { display: flex; align-items: center; gap: 4px; margin-left: auto; }
.cp-header__icon-button { display: inline-flex; align-items: center; justify-content: center; width: 44px; height: 44px;
  padding: 0; border: 0; border-radius: 50%; background: transparent; color: var(--cp-i-text); cursor: pointer;
  font: inherit; }
.cp-header__icon-button:hover { background: rgba(16, 24, 40, 0.06); }
.cp-header__icon-button[data-signed-in] { color: var(--cp-i-primary); }
.cp-header__icon-button[aria-expanded="true"] { background: rgba(16, 24, 40, 0.08); }
.cp-header__menu { margin-left: -10px; }
.cp-to-top { position: fixed; right: 20px; bottom: 20px; z-index: 19; display: inline-flex; align-items: center;
  justify-content: center; width: 48px; height: 48px; padding: 0; border: 2px solid var(--cp-i-on-primary);
  border-radius: 50%; background: var(--cp-i-primary); color: var(--cp-i-on-primary);
  box-shadow: 0 6px 16px rgba(16, 24, 40, 0.24); cursor: pointer; }
.cp-to-top:hover { filter: brightness(1.1); }
@media print { .cp-to-top { display: none; } }
.cp-portal:has(.cp-consent) .cp-to-top { display: none; }
.cp-header__login { display: inline-flex; align-items: center; min-height: 40px; padding: 8px 16px; margin-left: 8px;
  border: 1px solid var(--cp-i-primary); border-radius: 999px; color: var(--cp-i-primary); font-size: 15px;
  font-weight: 600; text-decoration: none; white-space: nowrap; }
.cp-header__login:hover { background: var(--cp-i-primary); color: var(--cp-i-on-primary) !important; }
.cp-header__counter { display: inline-flex; align-items: center; gap: 6px; height: 32px; padding: 0 12px;
  margin-right: 4px; border-radius: 999px; background: #eef1f5; color: #3d4652; font-size: 14px; font-weight: 600;
  font-variant-numeric: tabular-nums; }
.cp-header__bar { position: absolute; left: 0; right: 0; top: 100%; z-index: -1; height: 52px;
  background: var(--cp-i-primary); color: var(--cp-i-on-primary); transition: transform 0.2s ease, visibility 0.2s; }
.cp-header__bar .cp-header__inner { min-height: 52px; }
.cp-header[data-bar="hidden"] .cp-header__bar { transform: translateY(-100%); visibility: hidden; }
.cp-header[data-bar="fixed"] .cp-header__bar { box-shadow: 0 6px 16px rgba(16, 24, 40, 0.18); }
.cp-subheader[data-bar-space] { padding-top: 52px; }
.cp-nav { display: flex; align-items: stretch; justify-content: space-between; width: 100%; height: 52px; }
.cp-nav__list { display: flex; align-items: stretch; gap: 2px; margin: 0; padding: 0; list-style: none; }
.cp-nav__item { position: relative; display: flex; }
.cp-nav__top { display: inline-flex; align-items: center; gap: 4px; padding: 0 14px; border: 0; background: transparent;
  color: var(--cp-i-on-primary) !important; font: inherit; font-size: 15px; font-weight: 600; text-decoration: none;
  cursor: pointer; white-space: nowrap; box-shadow: inset 0 -3px 0 transparent; }
.cp-nav__top:hover, .cp-nav__top[aria-expanded="true"] { background: rgba(255, 255, 255, 0.12);
  box-shadow: inset 0 -3px 0 var(--cp-i-on-primary); }
.cp-nav__top:focus-visible { box-shadow: inset 0 0 0 3px var(--cp-i-on-primary); }
.cp-nav__top[aria-expanded="true"] .cp-icon { transform: rotate(180deg); }
.cp-flyout { position: fixed; inset: auto; margin: 0; padding: 0; border: 0; overflow: visible; background: transparent;
  color: var(--cp-i-text); z-index: 30; font-family: var(--cp-i-font); font-size: 16px; line-height: 1.5; }
.cp-nav__dropdown, .cp-usermenu { min-width: 240px; max-width: 320px; padding: 8px; background: var(--cp-i-surface);
  border: 1px solid #e2e4e8; border-radius: 10px; box-shadow: 0 16px 40px rgba(16, 24, 40, 0.18); }
.cp-nav__dropdown--l3 { margin-left: 4px; }
.cp-nav__sublist { display: flex; flex-direction: column; gap: 2px; margin: 0; padding: 0; list-style: none; }
.cp-nav__row { display: flex; align-items: center; }
.cp-nav__link { display: flex; align-items: center; gap: 8px; flex: 1; min-height: 40px; padding: 8px 12px;
  border-radius: 6px; color: var(--cp-i-text) !important; font-size: 15px; text-decoration: none; }
.cp-nav__link--overview { font-weight: 700; }
.cp-nav__link--plain { color: var(--cp-i-muted) !important; }
.cp-nav__link:hover, .cp-nav__expand:hover { background: color-mix(in srgb, var(--cp-i-primary) 9%, transparent);
  color: var(--cp-i-primary) !important; }
.cp-nav__expand { display: inline-flex; align-items: center; justify-content: center; width: 40px; height: 40px;
  border: 0; border-radius: 6px; background: transparent; color: var(--cp-i-muted); cursor: pointer; }
.cp-nav__expand[aria-expanded="true"] { background: color-mix(in srgb, var(--cp-i-primary) 12%, transparent);
  color: var(--cp-i-primary); }
.cp-usermenu__name { margin: 4px 12px 8px; padding-bottom: 8px; border-bottom: 1px solid #e2e4e8; font-weight: 700;
  font-size: 15px; }
.cp-mega { padding: 0; }
.cp-mega .cp-mega__inner { max-width: 1200px; margin: 0 auto; padding: 20px 24px 24px; background: var(--cp-i-surface);
  border-radius: 0 0 12px 12px; box-shadow: 0 24px 48px rgba(16, 24, 40, 0.22); }
.cp-mega__grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 16px; margin: 0;
  padding: 0; list-style: none; }
.cp-mega__link { display: flex; flex-direction: column; gap: 8px; padding: 8px; border-radius: 10px;
  color: var(--cp-i-text) !important; text-decoration: none; font-weight: 600; font-size: 15px; }
.cp-mega__link:hover { background: color-mix(in srgb, var(--cp-i-primary) 8%, transparent);
  color: var(--cp-i-primary) !important; }
.cp-mega__image { display: block; aspect-ratio: 16 / 9; border-radius: 8px; overflow: hidden; background: #e8ebf0; }
.cp-mega__image img { display: block; width: 100%; height: 100%; object-fit: cover; }
.cp-mega__all { display: inline-flex; margin-top: 12px; padding: 8px 4px; font-weight: 700; font-size: 15px; }
.cp-navdialog { width: min(420px, 100vw); max-width: 100vw; height: 100dvh; max-height: 100dvh; margin: 0 auto 0 0;
  padding: 0; border: 0; background: var(--cp-i-surface); color: var(--cp-i-text);
  box-shadow: 8px 0 32px rgba(16, 24, 40, 0.3); font-family: var(--cp-i-font); font-size: 16px; line-height: 1.5; }
.cp-navdialog::backdrop { background: rgba(16, 24, 40, 0.55); }
.cp-navdialog__panel { display: flex; flex-direction: column; min-height: 100%; }
.cp-navdialog__head { display: flex; align-items: center; justify-content: space-between; gap: 16px;
  padding: 8px 8px 8px 20px; border-bottom: 4px solid var(--cp-i-primary); }
.cp-navdialog__title { margin: 0; font-size: 20px; }
.cp-navdialog__list { margin: 0; padding: 8px 0; list-style: none; }
.cp-navdialog__children { padding: 0 0 8px 16px; }
.cp-navdialog__children .cp-mega__inner { padding: 8px 16px 8px 0; }
.cp-navdialog__children .cp-mega__grid { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 8px; }
.cp-navdialog__link, .cp-navdialog__toggle { display: flex; align-items: center; justify-content: space-between;
  width: 100%; min-height: 48px; padding: 10px 20px; border: 0; background: transparent;
  color: var(--cp-i-text) !important; font: inherit; font-size: 17px; font-weight: 600; text-align: left;
  text-decoration: none; cursor: pointer; }
.cp-navdialog__children .cp-navdialog__link, .cp-navdialog__children .cp-navdialog__toggle { font-weight: 500;
  font-size: 16px; }
.cp-navdialog__link:hover, .cp-navdialog__toggle:hover {
  background: color-mix(in srgb, var(--cp-i-primary) 8%, transparent); }
.cp-navdialog__toggle[aria-expanded="true"] { color: var(--cp-i-primary) !important; }
.cp-navdialog__toggle[aria-expanded="true"] .cp-icon { transform: rotate(180deg); }
.cp-subheader { max-width: 1200px; width: 100%; margin: 0 auto; padding-left: 24px; padding-right: 24px; }
.cp-livenow { display: flex; flex-wrap: wrap; gap: 8px 16px; margin: 16px 0 0; padding: 0; list-style: none; }
.cp-livenow__link { display: inline-flex; align-items: center; gap: 10px; min-height: 36px; padding: 4px 14px 4px 4px;
  border-radius: 999px; background: #fdecee; color: #7a0014 !important; font-size: 15px; font-weight: 600;
  text-decoration: none; }
.cp-livenow__link:hover { background: #fbd9de; }
.cp-livenow__badge { display: inline-flex; align-items: center; gap: 6px; padding: 3px 10px; border-radius: 999px;
  background: #b00020; color: #ffffff; font-size: 12px; font-weight: 800; letter-spacing: 0.6px;
  text-transform: uppercase; white-space: nowrap; }
.cp-livenow__badge::before { content: ""; width: 8px; height: 8px; border-radius: 50%; background: #ffffff;
  animation: cp-live-pulse 1.6s ease-in-out infinite; }
@keyframes cp-live-pulse { 50% { opacity: 0.35; } }
@media (prefers-reduced-motion: reduce) { .cp-livenow__badge::before { animation: none;
  } .cp-header__bar { transition: none; } }
.cp-breadcrumb { margin: 16px 0 0; font-size: 14px; color: var(--cp-i-muted); }
.cp-breadcrumb ol { display: flex; flex-wrap: wrap; align-items: center; gap: 4px; margin: 0; padding: 0;
  list-style: none; }
.cp-breadcrumb li { display: inline-flex; align-items: center; gap: 4px; }
.cp-breadcrumb li + li::before { content: "/"; margin: 0 6px; color: #8a94a3; }
.cp-breadcrumb a { color: var(--cp-i-primary); text-decoration: none; }
.cp-breadcrumb a:hover { text-decoration: underline; }
.cp-breadcrumb [aria-current="page"] { color: var(--cp-i-text); font-weight: 600; }
.cp-breadcrumb__switch { display: inline-flex; align-items: center; }
.cp-breadcrumb__more { display: inline-flex; align-items: center; justify-content: center; width: 28px; height: 28px;
  padding: 0; border: 0; border-radius: 6px; background: transparent; color: var(--cp-i-muted); cursor: pointer; }
.cp-breadcrumb__more:hover, .cp-breadcrumb__more[aria-expanded="true"] { background: #eef1f5; color: var(--cp-i-text); }
@media (max-width: 999px) {
  .cp-header__inner { padding: 0 16px; min-height: 56px; gap: 8px; }
  .cp-portal__brand { font-size: 16px; min-height: 32px; }
  .cp-portal__brand img { height: 32px; }
  .cp-subheader { padding-left: 16px; padding-right: 16px; }
}
@media (max-width: 599px) {
  .cp-portal__brand img + .cp-header__title { display: none; }
  .cp-header__login { padding: 6px 12px; margin-left: 4px; font-size: 14px; }
  .cp-header__counter { padding: 0 8px; }
}
`;
