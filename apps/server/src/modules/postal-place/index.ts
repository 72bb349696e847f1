export { BRING_CATEGORIES } from './bring-register-file.ts';
export { hasPostalPlaces, insertPostalPlaces } from './postal-place.repository.ts';
export { postalPlaceRoutes } from './postal-place.routes.ts';
export { createPostalPlaceService, postalPlaceOf } from './postal-place.service.ts';
