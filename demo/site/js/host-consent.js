// The site's own Google Tag Manager data layer (GTM's snippet creates it; the SDK only pushes into it) and its
// consent manager, which hands the visitor's decision to the SDK: CongressPortal.setConsent('analytics') once the
// visitor allowed statistics (docs/consent.md has the recipes for common consent managers).
window.dataLayer = window.dataLayer || [];
