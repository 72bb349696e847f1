export { BRING_CATEGORIES } from './bring-register-file.ts';
export { postalPlaceRoutes } from './postal-place.routes.ts';
export { createPostalPlaceService, postalPlaceOf } from './postal-place.service.ts';
