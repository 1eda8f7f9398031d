export * from './visibility';
export * from './link';
export * from './tree';
export * from './footer';
export * from './header';
export * from './page-layout';
export * from './header-chrome';
export * from './subnav';
