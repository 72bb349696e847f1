/** What other features may use from the profile feature: the form the welcome page embeds. */
export { ProfileForm, type ProfileFormProps } from './components/profile-form.tsx';
