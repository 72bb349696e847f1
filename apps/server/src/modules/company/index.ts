export { toCompany } from './company.presenter.ts';
export { companyRoutes } from './company.routes.ts';
export { type CompanyService, createCompanyService, requireCompany } from './company.service.ts';
export type { ProviderCompanyService } from './provider-company.service.ts';
export { createProviderCompanyService, requireCompanyByOrgNum } from './provider-company.service.ts';
