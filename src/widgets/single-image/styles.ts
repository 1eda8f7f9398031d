export const singleImageStyles = `
/* The figure fills the box reserved from the aspect ratio (issue 9); the picture takes what the heading leaves
   and fills it, centred (the fit setting: cover crops, contain shows all). */
.cp-single-image { margin: 0; height: 100%; display: flex; flex-direction: column; }
.cp-single-image > a, .cp-single-image > picture { display: block; flex: 1 1 auto; min-height: 0; }
.cp-single-image picture { height: 100%; }
.cp-single-image img { display: block; width: 100%; height: 100%; object-fit: cover; object-position: center; }
.cp-single-image.is-contain img { object-fit: contain; }
.cp-single-image__heading { margin: 8px 0 0; font-size: 18px; font-weight: 600; }
`;
