/** Card and image CSS (px only): a card fills the height it is given; the image takes what the text leaves. */
export const mediaStyles = `
.cp-card {
  display: flex; flex-direction: column; height: 100%; box-sizing: border-box; overflow: hidden; text-decoration: none;
  color: var(--cp-i-text); background: var(--cp-i-surface); border: 1px solid var(--cp-i-border); border-radius: var(--cp-i-radius);
}
a.cp-card:hover .cp-card__title { text-decoration: underline; }
.cp-card__media { flex: 1 1 auto; min-height: 80px; background: #ececec; }
.cp-card__body { flex: none; padding: 12px 16px 16px; }
.cp-card__title { margin: 0 0 4px; font-size: 18px; line-height: 1.3; display: -webkit-box; -webkit-line-clamp: 2;
  -webkit-box-orient: vertical; overflow: hidden; }
.cp-card__text { margin: 0 0 8px; font-size: 15px; line-height: 1.4; height: 42px; display: -webkit-box;
  -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
.cp-card__more { font-size: 15px; font-weight: 600; color: var(--cp-i-primary); }
.cp-media__image { display: block; width: 100%; height: 100%; object-fit: cover; }
.cp-media__missing {
  display: flex; align-items: center; justify-content: center; width: 100%; height: 100%; min-height: 80px;
  background: #ececec; color: var(--cp-i-muted); font-size: 14px; text-align: center;
}
`;
