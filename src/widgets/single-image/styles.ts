export const singleImageStyles = `
.cp-single-image { margin: 0; }
.cp-single-image picture, .cp-single-image img { display: block; width: 100%; height: auto; }
.cp-single-image a { display: block; }
.cp-single-image__heading { margin: 8px 0 0; font-size: 18px; font-weight: 600; }
`;
