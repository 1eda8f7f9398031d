/** CSS of the channel widgets (px only). Every widget box is fixed (issue 9): the content scrolls inside it. */
export const channelStyles = `
.cp-chw { height: 100%; box-sizing: border-box; display: flex; flex-direction: column; overflow: hidden; }
.cp-chw > .cp-slider { flex: 1 1 auto; min-height: 0; height: auto; }
.cp-chw__head:empty { display: none; }
.cp-chw__head { display: flex; align-items: baseline; justify-content: space-between; gap: 12px; flex: none; }
.cp-chw__heading { margin: 0 0 8px; font-size: 20px; line-height: 1.3; }
.cp-chw__count { font-size: 14px; color: var(--cp-i-muted); }
.cp-chw__scroll { flex: 1 1 auto; min-height: 0; overflow: auto; }
.cp-chw__scroll:focus-visible { outline: 2px solid var(--cp-i-focus); outline-offset: 2px; }
.cp-chw__grid { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); }
.cp-chw__empty, .cp-mx__empty { margin: 0; color: var(--cp-i-muted); }
.cp-ch {
  display: flex; flex-direction: column; height: 100%; box-sizing: border-box; overflow: hidden; text-decoration: none;
  color: var(--cp-i-text); background: var(--cp-i-surface); border: 1px solid var(--cp-i-border); border-radius: var(--cp-i-radius);
}
.cp-chw__grid .cp-ch__media { aspect-ratio: 16 / 9; }
a.cp-ch:hover .cp-ch__channel { text-decoration: underline; }
a.cp-ch:focus-visible, .cp-mx__item:focus-visible { outline: 2px solid var(--cp-i-focus); outline-offset: 2px; }
.cp-ch__media { position: relative; flex: 1 1 auto; min-height: 80px; background: #ececec; }
.cp-ch__badge { display: inline-block; padding: 2px 8px; border-radius: 4px; font-size: 13px; font-weight: 600;
  background: #595959; color: #fff; }
.cp-ch__media .cp-ch__badge { position: absolute; top: 8px; left: 8px; }
.cp-ch__badge--live { background: #b3261e; }
.cp-ch__body { flex: none; padding: 8px 12px 12px; }
.cp-ch__channel { margin: 0; font-weight: 600; font-size: 16px; }
.cp-ch__event { margin: 4px 0 0; font-size: 15px; line-height: 1.35; display: -webkit-box; -webkit-line-clamp: 2;
  -webkit-box-orient: vertical; overflow: hidden; }
.cp-ch__when { margin: 4px 0 0; font-size: 14px; color: var(--cp-i-muted); }
.cp-mx { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); }
.cp-mx__item {
  display: flex; flex-direction: column; gap: 4px; height: 100%; box-sizing: border-box; padding: 10px 12px; text-decoration: none;
  color: var(--cp-i-text); background: var(--cp-i-surface); border: 1px solid var(--cp-i-border); border-radius: var(--cp-i-radius);
}
.cp-mx__item .cp-ch__badge { align-self: flex-start; }
a[href].cp-mx__item:hover .cp-mx__channel { text-decoration: underline; }
.cp-mx__item[aria-disabled] { background: #f2f2f2; cursor: not-allowed; }
.cp-mx__channel { font-weight: 600; }
.cp-mx__event { font-size: 15px; }
.cp-mx__when { font-size: 14px; color: var(--cp-i-muted); }
.cp-fm__topics { display: flex; flex-wrap: wrap; gap: 8px; margin: 0 0 8px; padding: 0; list-style: none; flex: none; }
.cp-fm__topic {
  font: inherit; font-size: 14px; padding: 4px 12px; border-radius: 16px; cursor: pointer;
  border: 1px solid var(--cp-i-primary); background: var(--cp-i-surface); color: var(--cp-i-primary);
}
.cp-fm__topic[aria-pressed='true'] { background: var(--cp-i-primary); color: var(--cp-i-on-primary); }
.cp-fm__topic:focus-visible { outline: 2px solid var(--cp-i-focus); outline-offset: 2px; }
.cp-teaser__html { overflow: auto; }
`;
