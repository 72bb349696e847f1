/**
 * What other features may use from the profile feature: the form the welcome page embeds, and the rules and
 * options the settings page's new-user dialog shares with the profile form (roles one may grant, phone countries).
 */
export { PhoneFields } from './components/phone-fields.tsx';
export { ProfileForm } from './components/profile-form.tsx';
export {
  asPhoneCountryCode,
  type PhoneCountryCode,
  phoneCountryOptions,
} from './phone-countries.ts';
export { grantableRoles } from './profile-rules.ts';
export { PROFILE_TEXTS } from './texts.ts';
