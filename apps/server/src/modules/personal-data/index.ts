export { type AnonymizeCase, createErasureService, type ErasureService } from './erasure.service.ts';
export { personalDataRoutes } from './personal-data.routes.ts';
export { createPersonalDataService, type PersonalDataService } from './personal-data.service.ts';
