// White-label branding of an organization: brand name, white-label switch and logo.
export { getBranding, setBranding } from './set-branding';
export { getOrganizationLogo, removeOrganizationLogo, setOrganizationLogo } from './set-organization-logo';
export { LOGO_BOX, MAX_LOGO_BYTES, normalizeLogo } from './normalize-logo';
export { brandingSchema, setBrandingSchema, storedLogoSchema, type Branding, type SetBrandingInput, type StoredLogo } from './schemas';
export { renderSampleLabel } from '@/lib/labels/render-sample-label';
