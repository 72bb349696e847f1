export { type ProviderApiServices, providerApi } from './provider-api.ts';
